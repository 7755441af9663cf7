import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../lib/errors';
import { newCsrfToken, setCsrfCookie } from './csrf-token';

export const SESSION_COOKIE = 'daigou_sid';
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionUser {
  id: number;
  account: string;
  role: 'member' | 'operator';
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      remember: remember ? 1 : 0,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
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
  if (request.user) await db.deleteFrom('sessions').where('id', '=', request.user.sessionId).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
  delete request.cookies[SESSION_COOKIE];
  setCsrfCookie(request, reply, newCsrfToken(undefined));
}

/**
 * Reads the session cookie into `request.user`; idle sessions end after 30 minutes unless remembered. A
 * callback hook: most requests carry no session, and they pass without a promise.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return done();
    sessionUser(app, token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});

async function sessionUser(app: FastifyInstance, token: string): Promise<SessionUser | null> {
  const id = hashToken(token);
  const now = app.clock.now();
  const row = await app.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.remember',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id as userId',
      'users.account',
      'users.role',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const idleExpired = !row.remember && now - row.last_seen_at > IDLE_TIMEOUT_MS;
  if (idleExpired || now > row.expires_at) {
    await app.db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - row.last_seen_at > TOUCH_INTERVAL_MS) {
    await app.db
      .updateTable('sessions')
      .set({ last_seen_at: now, ...(row.remember ? {} : { expires_at: now + IDLE_TIMEOUT_MS }) })
      .where('id', '=', id)
      .execute();
  }
  return { id: row.userId, account: row.account, role: row.role, sessionId: id };
}

/** preHandler: a logged-in member or operator. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: an operator. Visitors get 401, members 403. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'operator') throw forbidden();
}

/** The logged-in user, for handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
