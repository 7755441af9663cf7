import { withdrawalApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import type { BalanceReservation } from './balance-reservation';
import { cancelWithdrawal, requestWithdrawal, withdrawalOverview } from './withdrawal-service';

/** The member's withdrawals of unused balance (提现): ask, see, withdraw the request while staff have not decided. */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ reserved: BalanceReservation }> = async (app, { reserved }) => {
  serve(
    app,
    withdrawalApi.userWithdrawals,
    { preHandler: requireUser, tags: ['wallet'], summary: '提现：可提现金额与提现记录（新的在前，分页）' },
    async (request) =>
      ok(await withdrawalOverview(app.db, app.payments, currentUser(request).id, request.query, app.clock.now(), reserved)),
  );

  serve(
    app,
    withdrawalApi.userWithdrawalsCreate,
    {
      preHandler: requireUser,
      config: { idempotent: true },
      tags: ['wallet'],
      summary: '申请提现（form：amount 日元，note 说明；原路退回充值渠道，客服审核）',
    },
    async (request) =>
      ok(
        await requestWithdrawal(app.db, app.payments, currentUser(request).id, request.body, app.clock.now(), reserved),
        '提现申请已提交，等待客服审核',
      ),
  );

  serve(
    app,
    withdrawalApi.userWithdrawalsCancel,
    { preHandler: requireUser, tags: ['wallet'], summary: '撤销待审核的提现申请（款项退回余额）' },
    async (request) =>
      ok(
        await cancelWithdrawal(app.db, currentUser(request).id, request.body.withdrawalId, app.clock.now()),
        '提现申请已撤销，款项已退回余额',
      ),
  );
};
