import { z } from 'zod';
import { adminArrivalBodySchema, adminShipmentBodySchema } from '../order';
import { postRoute } from './define-route';

/** The routes the server registers in modules/orders/staff-order-desk-routes.ts. */
export const orderShipment = postRoute('/api/admin/order/shipment', { body: adminShipmentBodySchema, data: z.null() }, 'json');

export const orderArrival = postRoute(
  '/api/admin/order/arrival',
  { body: adminArrivalBodySchema, data: z.object({ status: z.number().int(), shortfall: z.number().int() }) },
  'json',
);
