import { adminArrivalBodySchema, adminShipmentBodySchema, apiReply } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { recordArrival, recordShipment } from './staff-order-desk-service';

/** Operator steps of an order after purchase (the operator console calls these). */
export const staffOrderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/order/shipment',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '登记卖家发货（物流公司、运单号）：已购买 → 已发货',
        body: adminShipmentBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await recordShipment(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已登记发货');
    },
  );

  app.post(
    '/api/admin/order/arrival',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '登记到仓（买家承担时按实收取日本国内运费）：已发货 → 验货中/已入库，余额不足 → 问题订单',
        body: adminArrivalBodySchema,
        response: { 200: apiReply(z.object({ status: z.number().int(), shortfall: z.number().int() })) },
      },
    },
    async (request) => ok(await recordArrival(app.db, actorOf(request), request.body, app.clock.now())),
  );
};
