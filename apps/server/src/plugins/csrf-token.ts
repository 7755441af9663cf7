import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'XSRF-TOKEN';

const mac = (sessionToken: string, nonce: string) => createHmac('sha256', sessionToken).update(nonce).digest('base64url');

/**
 * A double-submit token. With a session open it is bound to it (decision 020): `nonce.mac`, the MAC keyed by
 * the session's secret cookie, so a token planted before login, or taken from another session, does not
 * pass for this one. Visitors get a plain random token.
 */
export function newCsrfToken(sessionToken: string | undefined): string {
  const nonce = randomBytes(24).toString('base64url');
  return sessionToken ? `${nonce}.${mac(sessionToken, nonce)}` : nonce;
}

/** Whether `token` was issued for the session whose cookie is `sessionToken`. */
export function csrfTokenBoundTo(token: string, sessionToken: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const expected = Buffer.from(mac(sessionToken, token.slice(0, dot)));
  const given = Buffer.from(token.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Sets the readable token cookie; the rest of this request (a page that embeds it) sees the new value. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  request.cookies[CSRF_COOKIE] = token;
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' });
}
