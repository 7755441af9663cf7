import { pagingQuerySchema } from '../envelope';
import { withdrawalIdBodySchema, withdrawalOverviewSchema, withdrawalSchema, withdrawBodySchema } from '../payments';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/wallet/withdrawal-routes.ts. */
export const userWithdrawals = getRoute('/api/user/withdrawals', { query: pagingQuerySchema, data: withdrawalOverviewSchema });

export const userWithdrawalsCreate = postRoute('/api/user/withdrawals/create', {
  body: withdrawBodySchema,
  data: withdrawalSchema,
});

export const userWithdrawalsCancel = postRoute('/api/user/withdrawals/cancel', {
  body: withdrawalIdBodySchema,
  data: withdrawalSchema,
});
