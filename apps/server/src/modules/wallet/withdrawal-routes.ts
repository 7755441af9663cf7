import {
  apiReply,
  pagingQuerySchema,
  withdrawalIdBodySchema,
  withdrawalOverviewSchema,
  withdrawalSchema,
  withdrawBodySchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import type { BalanceReservation } from './balance-reservation';
import { cancelWithdrawal, requestWithdrawal, withdrawalOverview } from './withdrawal-service';

/** The member's withdrawals of unused balance (提现): ask, see, withdraw the request while staff have not decided. */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ reserved: BalanceReservation }> = async (app, { reserved }) => {
  app.get(
    '/api/user/withdrawals',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '提现：可提现金额与提现记录（新的在前，分页）',
        querystring: pagingQuerySchema,
        response: { 200: apiReply(withdrawalOverviewSchema) },
      },
    },
    async (request) =>
      ok(await withdrawalOverview(app.db, app.payments, currentUser(request).id, request.query, app.clock.now(), reserved)),
  );

  app.post(
    '/api/user/withdrawals/create',
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ['wallet'],
        summary: '申请提现（form：amount 日元，note 说明；原路退回充值渠道，客服审核）',
        body: withdrawBodySchema,
        response: { 200: apiReply(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await requestWithdrawal(app.db, app.payments, currentUser(request).id, request.body, app.clock.now(), reserved),
        '提现申请已提交，等待客服审核',
      ),
  );

  app.post(
    '/api/user/withdrawals/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '撤销待审核的提现申请（款项退回余额）',
        body: withdrawalIdBodySchema,
        response: { 200: apiReply(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await cancelWithdrawal(app.db, currentUser(request).id, request.body.withdrawalId, app.clock.now()),
        '提现申请已撤销，款项已退回余额',
      ),
  );
};
