import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../lib/errors';

export const SESSION_COOKIE = 'daigou_sid';
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  account: string;
  role: 'member' | 'operator';
  sessionId: string;
  /** The password was generated at seed: nothing in the console until it is changed (decision 063). */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Finds the user of a session cookie (the users module's session store); null when there is none. */
export type SessionLookup = (db: Db, token: string, now: number) => Promise<SessionUser | null>;

/**
 * Reads the session cookie into `request.user` through `lookup` (the store lives in the users module, which
 * owns the sessions table). A callback hook: most requests carry no session, and they pass without a promise.
 */
export const sessionPlugin = fp<{ lookup: SessionLookup }>(async (app: FastifyInstance, options) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return done();
    options.lookup(app.db, token, app.clock.now()).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});

/** preHandler: a logged-in member or operator. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** The refusal of every console call while the operator's generated password is unchanged (decision 063). */
export const MUST_CHANGE_PASSWORD_MESSAGE = '请先修改初始密码';

/** preHandler: an operator who has chosen their own password. Visitors get 401, members 403. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'operator') throw forbidden();
  if (request.user.mustChangePassword) throw forbidden(MUST_CHANGE_PASSWORD_MESSAGE);
}

/** The logged-in user, for handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
