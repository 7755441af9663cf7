import { z } from 'zod';
import { bidHistorySchema, itemQuerySchema } from '../catalog';
import { pagedSchema } from '../envelope';
import {
  orderCancelBodySchema,
  orderCreateBodySchema,
  orderCreatedSchema,
  orderEditInfoBodySchema,
  orderIdBodySchema,
  orderIdQuerySchema,
  orderInfoSchema,
  orderInspectionBodySchema,
  orderInspectionRejectBodySchema,
  orderListQuerySchema,
  orderListSchema,
  orderPaidSchema,
  orderSchema,
} from '../order';
import { orderRecordQuerySchema, orderRecordSchema } from '../wallet';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/orders/routes.ts. */
export const goodsBidHistory = getRoute('/api/goods/bidHistory', { query: itemQuerySchema, data: bidHistorySchema });

export const orderCreate = postRoute('/api/order/create', { body: orderCreateBodySchema, data: orderCreatedSchema });

export const orderPay = postRoute('/api/order/pay', { body: orderIdBodySchema, data: orderPaidSchema });

export const orderCancel = postRoute('/api/order/cancel', { body: orderCancelBodySchema, data: z.null() });

export const orderEditInfo = postRoute('/api/order/editInfo', { body: orderEditInfoBodySchema, data: orderSchema });

export const orderEditInspectionState = postRoute('/api/order/editInspectionState', {
  body: orderInspectionBodySchema,
  data: orderSchema,
});

export const orderYahooInspectionConfirm = postRoute('/api/order/YahooInspectionConfirm', {
  body: orderIdBodySchema,
  data: z.null(),
});

export const orderInspectionReject = postRoute('/api/order/inspectionReject', {
  body: orderInspectionRejectBodySchema,
  data: z.null(),
});

export const orderInfo = getRoute('/api/order/info', { query: orderIdQuerySchema, data: orderInfoSchema });

export const orderList = getRoute('/api/order/list', { query: orderListQuerySchema, data: orderListSchema });

export const userGetOrderRecord = getRoute('/api/user/GetOrderRecord', {
  query: orderRecordQuerySchema,
  data: pagedSchema(orderRecordSchema),
});
