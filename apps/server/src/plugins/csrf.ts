import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';
import { CSRF_COOKIE, csrfTokenBoundTo, newCsrfToken, setCsrfCookie } from './csrf-token';
import { SESSION_COOKIE } from './session';

export { CSRF_COOKIE } from './csrf-token';
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
  if (!cookie || typeof sent !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** API calls and static files get no new token: the page that makes the calls (index.html, the pay page) does. */
const NO_TOKEN_PREFIXES = ['/api/', '/img/', '/static/', '/data/', '/assets/'];
const issuesToken = (url: string) => !NO_TOKEN_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The secret cookie of the session this request is logged in with (the session plugin ran first). */
const sessionTokenOf = (request: FastifyRequest) => (request.user ? request.cookies[SESSION_COOKIE] : undefined);

/**
 * CSRF defence for every state-changing call: the Origin (or Referer) must be this site, and a
 * double-submit token — the readable cookie XSRF-TOKEN echoed in the X-XSRF-TOKEN header (or the
 * `_csrf` field of a form post). A logged-in call's token must be bound to its session: a new one is issued
 * at login (openSession), and a page load replaces one that is missing or not bound to the session.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks: they never wait, so no request pays for a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!issuesToken(request.url)) return done();
    const current = request.cookies[CSRF_COOKIE];
    const sessionToken = sessionTokenOf(request);
    if (current && (sessionToken === undefined || csrfTokenBoundTo(current, sessionToken))) return done();
    setCsrfCookie(request, reply, newCsrfToken(sessionToken));
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return done();
    if (!sameOrigin(request)) return done(forbidden('请求来源无效，请刷新页面后重试'));
    const body = request.body as Record<string, unknown> | undefined;
    const sent = request.headers[CSRF_HEADER] ?? (body && typeof body === 'object' ? body[CSRF_FIELD] : undefined);
    const cookie = request.cookies[CSRF_COOKIE];
    if (!tokenMatches(cookie, sent)) return done(forbidden('页面已过期，请刷新页面后重试'));
    const sessionToken = sessionTokenOf(request);
    if (sessionToken !== undefined && !csrfTokenBoundTo(cookie as string, sessionToken)) {
      return done(forbidden('页面已过期，请刷新页面后重试'));
    }
    done();
  });
});
