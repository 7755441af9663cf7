import { z } from 'zod';
import {
  adminDashboardSchema,
  adminNoteBodySchema,
  adminOrderDetailSchema,
  adminOrderIdQuerySchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  adminPhotoDeleteBodySchema,
  adminPurchaseBodySchema,
  adminReasonBodySchema,
  adminResolveBodySchema,
  inspectionPhotoSchema,
  orderMoneyCheckSchema,
} from '../admin';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/orders/staff-orders-routes.ts. */
export const dashboard = getRoute('/api/admin/dashboard', { data: adminDashboardSchema });

export const moneyCheck = postRoute('/api/admin/money/check', { data: orderMoneyCheckSchema });

export const orders = getRoute('/api/admin/orders', { query: adminOrderQuerySchema, data: adminOrderListSchema });

export const orderInfo = getRoute('/api/admin/order/info', { query: adminOrderIdQuerySchema, data: adminOrderDetailSchema });

export const orderPurchase = postRoute(
  '/api/admin/order/purchase',
  { body: adminPurchaseBodySchema, data: adminOrderDetailSchema },
  'json',
);

export const orderFail = postRoute(
  '/api/admin/order/fail',
  { body: adminReasonBodySchema, data: adminOrderDetailSchema },
  'json',
);

export const orderProblem = postRoute(
  '/api/admin/order/problem',
  { body: adminReasonBodySchema, data: adminOrderDetailSchema },
  'json',
);

export const orderResolve = postRoute(
  '/api/admin/order/resolve',
  { body: adminResolveBodySchema, data: adminOrderDetailSchema },
  'json',
);

export const orderPhoto = postRoute(
  '/api/admin/order/photo',
  { query: adminOrderIdQuerySchema, data: z.array(inspectionPhotoSchema) },
  'multipart',
);

export const orderPhotoDelete = postRoute(
  '/api/admin/order/photo/delete',
  { body: adminPhotoDeleteBodySchema, data: z.array(inspectionPhotoSchema) },
  'json',
);

export const orderNote = postRoute('/api/admin/order/note', { body: adminNoteBodySchema, data: adminOrderDetailSchema }, 'json');

export const orderInspectionPhotos = getRoute('/api/order/inspectionPhotos', {
  query: adminOrderIdQuerySchema,
  data: z.array(inspectionPhotoSchema),
});
