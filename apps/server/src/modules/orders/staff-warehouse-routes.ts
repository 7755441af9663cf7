import { staffWarehouseApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentOperator } from '../../plugins/operator-guard';
import { recordMeasure, unweighedItems } from './staff-warehouse-service';

/** Operator calls on items at the warehouse (behind the /api/admin guard). */
export const staffWarehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffWarehouseApi.warehouseUnweighed,
    { tags: ['admin'], summary: '待称重：在仓未称重的商品（最早到仓在前）' },
    async (request) => ok(await unweighedItems(app.db, request.query.page, request.query.limit)),
  );
  serve(
    app,
    staffWarehouseApi.orderMeasure,
    { tags: ['admin'], summary: '录入/更正到仓商品的重量（克）和包装尺寸（厘米）' },
    async (request) => {
      const user = currentOperator(request);
      await recordMeasure(app.db, { id: user.id, account: user.account }, request.body, app.clock.now());
      return ok(null, '已保存重量和尺寸');
    },
  );
};
