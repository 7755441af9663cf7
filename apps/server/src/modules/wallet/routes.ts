import { walletApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import type { BalanceReservation } from './balance-reservation';
import { payPageRoutes } from './pay-page-routes';
import { paymentNotifyRoutes } from './payment-notify-routes';
import { createRecharge, getRecharge } from './recharge-service';
import { withdrawalRoutes } from './withdrawal-routes';

/** `reserved`: money other areas need left in a balance (unpaid parcel fees), which withdrawals leave. */
export const walletRoutes: FastifyPluginAsyncZod<{ reserved: BalanceReservation }> = async (app, { reserved }) => {
  serve(
    app,
    walletApi.userWebRecharge,
    {
      preHandler: requireUser,
      config: { idempotent: true },
      tags: ['wallet'],
      summary: '发起充值（form-urlencoded：channel wechat|alipay，amount 日元）',
    },
    async (request) =>
      ok(
        await createRecharge(
          app.db,
          app.payments,
          currentUser(request).id,
          request.body,
          app.clock.now(),
          request.ip,
          request.log,
        ),
      ),
  );

  serve(
    app,
    walletApi.userGetRechargeStatus,
    { preHandler: requireUser, tags: ['wallet'], summary: '充值状态' },
    async (request) => ok(await getRecharge(app.db, currentUser(request).id, request.query.rechargeId)),
  );

  await app.register(paymentNotifyRoutes);
  await app.register(payPageRoutes);
  await app.register(withdrawalRoutes, { reserved });
};
