import { adminMeasureBodySchema, adminUnweighedListSchema, adminUnweighedQuerySchema, apiReply } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { currentUser, requireOperator } from '../../plugins/session';
import { recordMeasure, unweighedItems } from './staff-warehouse-service';

/** Operator calls on items at the warehouse (behind the /api/admin guard). */
export const staffWarehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/warehouse/unweighed',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '待称重：在仓未称重的商品（最早到仓在前）',
        querystring: adminUnweighedQuerySchema,
        response: { 200: apiReply(adminUnweighedListSchema) },
      },
    },
    async (request) => ok(await unweighedItems(app.db, request.query.page, request.query.limit)),
  );
  app.post(
    '/api/admin/order/measure',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '录入/更正到仓商品的重量（克）和包装尺寸（厘米）',
        body: adminMeasureBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await recordMeasure(app.db, { id: user.id, account: user.account }, request.body, app.clock.now());
      return ok(null, '已保存重量和尺寸');
    },
  );
};
