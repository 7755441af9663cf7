import {
  adminAdjustBodySchema,
  adminAdjustResultSchema,
  adminLedgerQuerySchema,
  adminLedgerSchema,
  adminMemberQuerySchema,
  adminMemberSchema,
  adminRechargeCheckBodySchema,
  adminRechargeCheckSchema,
  adminRechargeQuerySchema,
  adminRechargeSchema,
} from '../admin';
import { pagedSchema } from '../envelope';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/wallet/staff-money-routes.ts. */
export const members = getRoute('/api/admin/members', { query: adminMemberQuerySchema, data: pagedSchema(adminMemberSchema) });

export const recharges = getRoute('/api/admin/recharges', {
  query: adminRechargeQuerySchema,
  data: pagedSchema(adminRechargeSchema),
});

export const rechargesCheck = postRoute(
  '/api/admin/recharges/check',
  { body: adminRechargeCheckBodySchema, data: adminRechargeCheckSchema },
  'json',
);

export const ledger = getRoute('/api/admin/ledger', { query: adminLedgerQuerySchema, data: adminLedgerSchema });

export const balanceAdjust = postRoute(
  '/api/admin/balance/adjust',
  { body: adminAdjustBodySchema, data: adminAdjustResultSchema },
  'json',
);
