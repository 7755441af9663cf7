import {
  apiReply,
  orderRecordQuerySchema,
  orderRecordSchema,
  pagedSchema,
  rechargeSchema,
  rechargeStatusQuerySchema,
  webRechargeBodySchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { createRecharge, getRecharge, handlePaymentNotification } from './recharge-service';
import { getOrderRecords } from './record-service';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/webRecharge',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '发起充值（form-urlencoded：channel wechat|alipay，amount 日元）',
        body: webRechargeBodySchema,
        response: { 200: apiReply(rechargeSchema) },
      },
    },
    async (request) => ok(await createRecharge(app.db, app.payments, currentUser(request).id, request.body, app.clock.now())),
  );

  app.get(
    '/api/user/GetRechargeStatus',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '充值状态',
        querystring: rechargeStatusQuerySchema,
        response: { 200: apiReply(rechargeSchema) },
      },
    },
    async (request) => ok(await getRecharge(app.db, currentUser(request).id, request.query.rechargeId)),
  );

  app.get(
    '/api/user/GetOrderRecord',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '资金流水与订单记录（可筛选，分页）',
        querystring: orderRecordQuerySchema,
        response: { 200: apiReply(pagedSchema(orderRecordSchema)) },
      },
    },
    async (request) => ok(await getOrderRecords(app.db, currentUser(request).id, request.query)),
  );

  app.post(
    `/api/pay/notify/${app.payments.name}`,
    {
      config: { csrfExempt: true },
      schema: {
        tags: ['payments'],
        summary: '支付异步通知（支付服务商调用；签名校验；回复 success）',
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const accepted = await handlePaymentNotification(app.db, app.payments, request.body, app.clock.now(), request.log);
      const answer = app.payments.notificationReply(accepted);
      return reply.type(answer.contentType).send(answer.body);
    },
  );
};
