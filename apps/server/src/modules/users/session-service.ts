import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { newCsrfToken, setCsrfCookie } from '../../plugins/csrf-token';
import { hashToken, IDLE_TIMEOUT_MS, REMEMBER_MS, SESSION_COOKIE, type SessionUser } from '../../plugins/session';
import { deleteSession, findSessionWithUser, insertSession, touchSession } from './session-repository';

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * A new session: 256 random bits in the cookie, only their hash in the database. The XSRF-TOKEN is rotated
 * with it: the token of the browser before login is no longer accepted.
 */
export async function openSession(
  db: Db,
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
  remember: boolean,
  now: number,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + (remember ? REMEMBER_MS : IDLE_TIMEOUT_MS);
  await insertSession(db, {
    id: hashToken(token),
    user_id: userId,
    remember: remember ? 1 : 0,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
  request.cookies[SESSION_COOKIE] = token;
  setCsrfCookie(request, reply, newCsrfToken(token));
}

export async function closeSession(db: Db, reply: FastifyReply, request: FastifyRequest): Promise<void> {
  if (request.user) await deleteSession(db, request.user.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
  delete request.cookies[SESSION_COOKIE];
  setCsrfCookie(request, reply, newCsrfToken(undefined));
}

/** The user of a session cookie; idle sessions end after 30 minutes unless remembered (the session plugin's lookup). */
export async function sessionUserOf(db: Db, token: string, now: number): Promise<SessionUser | null> {
  const id = hashToken(token);
  const row = await findSessionWithUser(db, id);
  if (!row) return null;
  const idleExpired = !row.remember && now - row.last_seen_at > IDLE_TIMEOUT_MS;
  if (idleExpired || now > row.expires_at) {
    await deleteSession(db, id);
    return null;
  }
  if (now - row.last_seen_at > TOUCH_INTERVAL_MS) {
    await touchSession(db, id, now, row.remember ? null : now + IDLE_TIMEOUT_MS);
  }
  return {
    id: row.userId,
    account: row.account,
    role: row.role,
    sessionId: id,
    mustChangePassword: row.must_change_password === 1,
  };
}
