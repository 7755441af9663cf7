import {
  adminMemberAccountQuerySchema,
  adminMemberAccountSchema,
  adminResetLinkBodySchema,
  adminResetLinkResultSchema,
} from '../member-account';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/auth/staff-member-account-routes.ts. */
export const membersInfo = getRoute('/api/admin/members/info', {
  query: adminMemberAccountQuerySchema,
  data: adminMemberAccountSchema,
});

export const membersResetLink = postRoute(
  '/api/admin/members/reset-link',
  { body: adminResetLinkBodySchema, data: adminResetLinkResultSchema },
  'json',
);
