import type { AuditAction } from '@daigou/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-service';
import { isAdminRoute } from './admin-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes its own audit record (in the transaction of its change). */
    audited?: boolean;
  }
}

/** Actions of /api/admin calls other modules register, for the fallback record. */
const KNOWN_ACTIONS: Record<string, AuditAction> = {
  '/api/admin/order/shipment': 'order.ship',
  '/api/admin/order/arrival': 'order.arrive',
};

const SECRET_FIELDS = /password|secret|token/i;

function detailsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (SECRET_FIELDS.test(key)) continue;
    out[key] = typeof value === 'string' ? value.slice(0, 500) : value;
  }
  return out;
}

/**
 * onSend hook: a successful state-changing /api/admin call whose route does not write its own audit record
 * (one registered by another module) is recorded here, after the fact, with its body and answer. So every
 * operator action is in the audit log whoever wrote the route.
 */
export async function auditFallback(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const url = request.routeOptions.url;
  if (request.method !== 'POST' || !isAdminRoute(url) || request.routeOptions.config?.audited) return payload;
  if (reply.statusCode !== 200 || !request.user || typeof payload !== 'string') return payload;
  let answer: { code?: unknown; data?: unknown };
  try {
    answer = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (answer.code !== 0) return payload;
  const details = detailsOf(request.body);
  const orderId = details.orderId;
  try {
    await recordAudit(request.server.db, request.user, {
      action: (KNOWN_ACTIONS[url as string] ?? (url as string)) as AuditAction,
      targetType: orderId !== undefined ? 'order' : 'call',
      targetId: String(orderId ?? url),
      details: { ...details, result: answer.data ?? null },
      now: request.server.clock.now(),
    });
  } catch (error) {
    request.log.error({ err: error, url }, 'audit fallback record failed');
  }
  return payload;
}
