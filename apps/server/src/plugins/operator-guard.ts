import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';
import { requireOperator, type SessionUser } from './session';

export const ADMIN_PREFIX = '/api/admin';

/** True for a route pattern under /api/admin (the pattern, not the raw URL, so no encoding slips past). */
export function isAdminRoute(pattern: string | undefined): boolean {
  return pattern === ADMIN_PREFIX || (pattern?.startsWith(`${ADMIN_PREFIX}/`) ?? false);
}

/**
 * The operator the guard let through, for a /api/admin handler that needs to know who acts (the audit
 * record, the outbox's reader). The guard has already refused everyone else; reading it elsewhere is a bug.
 */
export function currentOperator(request: FastifyRequest): SessionUser {
  const user = request.user;
  if (user?.role !== 'operator' || !isAdminRoute(request.routeOptions.url)) throw forbidden();
  return user;
}

/** The operator guard of one request: visitors get 401 and members 403 on every /api/admin route. */
export async function operatorGuard(request: FastifyRequest): Promise<void> {
  if (isAdminRoute(request.routeOptions.url)) await requireOperator(request);
}

/**
 * The operator console's role guard as a root `onRequest` hook: every /api/admin route refuses visitors and
 * members before its body is parsed or validated, whichever area registers it (operator code lives in the
 * area it operates on, as `modules/<area>/staff-*`); no route repeats it.
 * Registered after the session plugin, before any route.
 */
export const operatorGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', operatorGuard);
  },
  { name: 'operator-guard' },
);
