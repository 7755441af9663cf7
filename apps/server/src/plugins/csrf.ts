import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** Field name accepted in form posts (the sandbox payment page posts a plain HTML form). */
export const CSRF_FIELD = '_csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Calls made by other servers (payment notifications) carry their own signature instead. */
    csrfExempt?: boolean;
  }
}

function sameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    return new URL(source).host === request.headers.host;
  } catch {
    return false;
  }
}

function tokenMatches(cookie: string | undefined, sent: unknown): boolean {
  if (!cookie || typeof sent !== 'string' || sent.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(sent));
}

/**
 * CSRF defence for every state-changing call: the Origin (or Referer) must be this site, and a
 * double-submit token — the readable cookie XSRF-TOKEN echoed in the X-XSRF-TOKEN header (or the
 * `_csrf` field of a form post).
 */
/** API calls and static files get no new token: the page that makes the calls (index.html, the pay page) does. */
const NO_TOKEN_PREFIXES = ['/api/', '/img/', '/static/', '/data/', '/assets/'];
const issuesToken = (url: string) => !NO_TOKEN_PREFIXES.some((prefix) => url.startsWith(prefix));

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[CSRF_COOKIE] && issuesToken(request.url)) {
      const token = randomBytes(24).toString('base64url');
      request.cookies[CSRF_COOKIE] = token;
      reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' });
    }
  });
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return;
    if (!sameOrigin(request)) throw forbidden('请求来源无效，请刷新页面后重试');
    const body = request.body as Record<string, unknown> | undefined;
    const sent = request.headers[CSRF_HEADER] ?? (body && typeof body === 'object' ? body[CSRF_FIELD] : undefined);
    if (!tokenMatches(request.cookies[CSRF_COOKIE], sent)) throw forbidden('页面已过期，请刷新页面后重试');
  });
});
