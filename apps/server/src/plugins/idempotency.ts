import { createHash } from 'node:crypto';
import { ErrorCode } from '@daigou/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/errors';
import { claimKey, deleteExpiredKey, findKey, finishKey, pruneKeys, releaseKey } from './idempotency-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key` header from members (decision 066). */
    idempotent?: boolean;
  }
}

/** How long a key holds its first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;
/** Expired keys deleted by each new key, so the table stays about a day of writes. */
const PRUNE_PER_CLAIM = 100;
/** Printable ASCII without spaces, as the IETF draft and Stripe take it (a UUID fits). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const KEY_FORMAT_MSG = 'Idempotency-Key 格式不正确（1–255 个可见字符，例如 UUID）';
export const KEY_REUSED_MSG = '此请求标识（Idempotency-Key）已用于另一个不同的请求，请刷新页面后重新提交';
export const KEY_BUSY_MSG = '相同的请求正在处理，请稍候查看结果，不要重复提交';

/** The body as JSON with its keys in order: the same form in another field order is the same request. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * `Idempotency-Key` on member writes (decision 066), for routes with `config: { idempotent: true }`. The first
 * request with a member's key takes it (a unique row, so concurrent duplicates on any instance find it taken)
 * and runs; its answer is kept. The same key again with the same route and body gets that answer replayed
 * (`Idempotent-Replayed: true`) with no second effect; with another body, 422 in Chinese; while the first
 * still runs, 409. An answer of ours that failed (5xx) releases the key, so a retry runs afresh. Keys last 24 h.
 * Without the header a route works as before.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const taken = new WeakMap<FastifyRequest, number>();

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config?.idempotent) return;
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badRequest(KEY_FORMAT_MSG);
      // Visitors are refused by the route's own guard; a key belongs to a member.
      const user = request.user;
      if (!user) return;
      const route = `${request.method} ${request.routeOptions.url}`;
      const requestHash = createHash('sha256')
        .update(`${route}\n${canonical(request.body)}`)
        .digest('hex');
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = app.clock.now();
        const id = await claimKey(app.db, { userId: user.id, key, route, requestHash, now });
        if (id !== undefined) {
          taken.set(request, id);
          await pruneKeys(app.db, now - IDEMPOTENCY_KEY_TTL_MS, PRUNE_PER_CLAIM);
          return;
        }
        const first = await findKey(app.db, user.id, key);
        // Released or expired meanwhile: take it again.
        if (!first) continue;
        if (Number(first.created_at) < now - IDEMPOTENCY_KEY_TTL_MS) {
          await deleteExpiredKey(app.db, first.id, now - IDEMPOTENCY_KEY_TTL_MS);
          continue;
        }
        if (first.route !== route || first.request_hash !== requestHash) {
          request.log.info({ route, firstRoute: first.route }, 'idempotency key reused with another request');
          throw new AppError(ErrorCode.keyReused, KEY_REUSED_MSG, 422);
        }
        if (first.state !== 'done' || first.status_code === null) throw new AppError(ErrorCode.conflict, KEY_BUSY_MSG, 409);
        request.log.info({ route }, 'idempotency key replayed');
        reply.code(first.status_code).header('idempotent-replayed', 'true');
        if (first.content_type) reply.header('content-type', first.content_type);
        return reply.send(first.response_body ?? '');
      }
      throw new AppError(ErrorCode.conflict, KEY_BUSY_MSG, 409);
    });

    // Registered before the JSON compression, so the answer is kept as the route gave it.
    app.addHook('onSend', async (request, reply, payload) => {
      const id = taken.get(request);
      if (id === undefined) return payload;
      taken.delete(request);
      if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        await releaseKey(app.db, id);
        return payload;
      }
      const type = reply.getHeader('content-type');
      await finishKey(
        app.db,
        id,
        {
          statusCode: reply.statusCode,
          contentType: typeof type === 'string' ? type.slice(0, 100) : null,
          body: String(payload),
        },
        app.clock.now(),
      );
      return payload;
    });
  },
  { name: 'idempotency' },
);
