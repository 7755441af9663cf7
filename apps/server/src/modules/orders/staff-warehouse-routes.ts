import { adminMeasureBodySchema, apiReply } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { currentUser, requireOperator } from '../../plugins/session';
import { recordMeasure } from './staff-warehouse-service';

/** Operator calls on items at the warehouse (behind the /api/admin guard). */
export const staffWarehouseRoutes: FastifyPluginAsyncZod = async (app) => {
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
