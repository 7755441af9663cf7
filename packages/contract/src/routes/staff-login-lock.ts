import { adminLiftLoginLockBodySchema, adminLiftLoginLockResultSchema, adminLoginLocksSchema } from '../login-locks';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/auth/staff-login-locks-routes.ts. */
export const loginLocks = getRoute('/api/admin/login-locks', { data: adminLoginLocksSchema });

export const loginLocksLift = postRoute(
  '/api/admin/login-locks/lift',
  { body: adminLiftLoginLockBodySchema, data: adminLiftLoginLockResultSchema },
  'json',
);
