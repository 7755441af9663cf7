import { z } from 'zod';
import { adminUnweighedListSchema, adminUnweighedQuerySchema } from '../admin';
import { adminMeasureBodySchema } from '../order';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/orders/staff-warehouse-routes.ts. */
export const warehouseUnweighed = getRoute('/api/admin/warehouse/unweighed', {
  query: adminUnweighedQuerySchema,
  data: adminUnweighedListSchema,
});

export const orderMeasure = postRoute('/api/admin/order/measure', { body: adminMeasureBodySchema, data: z.null() }, 'json');
