import type { FastifyRequest } from 'fastify';
import { requireOperator } from '../../plugins/session';

export const ADMIN_PREFIX = '/api/admin';

/** True for a route pattern under /api/admin (the pattern, not the raw URL, so no encoding slips past). */
export function isAdminRoute(pattern: string | undefined): boolean {
  return pattern === ADMIN_PREFIX || (pattern?.startsWith(`${ADMIN_PREFIX}/`) ?? false);
}

/**
 * Root onRequest hook: every /api/admin route refuses visitors (401) and members (403) before its body is
 * parsed or validated, whoever registered it and whether or not it names requireOperator itself.
 */
export async function adminGuard(request: FastifyRequest): Promise<void> {
  if (isAdminRoute(request.routeOptions.url)) await requireOperator(request);
}
