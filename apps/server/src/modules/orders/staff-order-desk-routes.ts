import { staffOrderDeskApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { recordArrival, recordShipment } from './staff-order-desk-service';

/** Operator steps of an order after purchase (the operator console calls these). */
export const staffOrderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffOrderDeskApi.orderShipment,
    { tags: ['admin'], summary: '登记卖家发货（物流公司、运单号）：已购买 → 已发货' },
    async (request) => {
      await recordShipment(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已登记发货');
    },
  );

  serve(
    app,
    staffOrderDeskApi.orderArrival,
    { tags: ['admin'], summary: '登记到仓（买家承担时按实收取日本国内运费）：已发货 → 验货中/已入库，余额不足 → 问题订单' },
    async (request) => ok(await recordArrival(app.db, actorOf(request), request.body, app.clock.now())),
  );
};
