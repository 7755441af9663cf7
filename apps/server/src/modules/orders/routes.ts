import {
  apiReply,
  bidHistorySchema,
  itemQuerySchema,
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
  orderRecordQuerySchema,
  orderRecordSchema,
  orderSchema,
  pagedSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { displayCacheMs } from '../../lib/ttl-cache';
import { currentUser, requireUser } from '../../plugins/session';
import { getBidHistory } from './bid-history-service';
import type { OrderParcels } from './order-parcels';
import { getMemberOrderRecords } from './order-records-service';
import {
  cancelOrder,
  confirmInspection,
  createOrder,
  editInspectionState,
  editOrderInfo,
  getOrderInfo,
  listOrders,
  payOrder,
  rejectInspection,
} from './order-service';

const tags = ['orders'];

/** `parcels`: the parcels module's answer for the parcel an order's item is in (decision 058, wired in app.ts). */
export const orderRoutes: FastifyPluginAsyncZod<{ parcels: OrderParcels }> = async (app, { parcels }) => {
  // An item's bid history with the viewer's own bids marked (decision 085): here, since it reads their orders.
  app.get(
    '/api/goods/bidHistory',
    {
      schema: {
        tags: ['goods'],
        summary: '商品出价记录（本人出价标为我的出价）',
        querystring: itemQuerySchema,
        response: { 200: apiReply(bidHistorySchema) },
      },
    },
    async (request) =>
      ok(
        await getBidHistory(
          {
            db: app.db,
            marketplace: app.marketplace,
            reader: app.reader,
            now: app.clock.now(),
            cacheMs: displayCacheMs(app.config.NODE_ENV, 2_000),
          },
          request.query.itemId,
          request.user?.id ?? null,
        ),
      ),
  );

  app.post(
    '/api/order/create',
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '创建订单（form-urlencoded：itemId、kind bid|buyout、maxBid、snipeMinutes、inspection、remark）',
        body: orderCreateBodySchema,
        response: { 200: apiReply(orderCreatedSchema) },
      },
    },
    async (request) =>
      ok(
        await createOrder(app.db, app.marketplace, app.reader, currentUser(request).id, request.body, app.clock.now()),
        '订单已创建',
      ),
  );

  app.post(
    '/api/order/pay',
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '余额支付订单（余额不足时 code=1，data 为缺少的金额）',
        body: orderIdBodySchema,
        response: { 200: apiReply(orderPaidSchema) },
      },
    },
    async (request) => ok(await payOrder(app.db, currentUser(request).id, request.body.orderId, app.clock.now()), '付款成功'),
  );

  app.post(
    '/api/order/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '取消订单（已付款未出价时全额退款）',
        body: orderCancelBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await cancelOrder(app.db, currentUser(request).id, request.body.orderId, request.body.reason, app.clock.now());
      return ok(null, '订单已取消');
    },
  );

  app.post(
    '/api/order/editInfo',
    {
      preHandler: requireUser,
      schema: { tags, summary: '修改订单备注/最高出价', body: orderEditInfoBodySchema, response: { 200: apiReply(orderSchema) } },
    },
    async (request) =>
      ok(await editOrderInfo(app.db, () => app.marketplace, currentUser(request).id, request.body, app.clock.now()), '已保存'),
  );

  app.post(
    '/api/order/editInspectionState',
    {
      preHandler: requireUser,
      schema: { tags, summary: '开启/关闭验货', body: orderInspectionBodySchema, response: { 200: apiReply(orderSchema) } },
    },
    async (request) =>
      ok(
        await editInspectionState(
          app.db,
          currentUser(request).id,
          request.body.orderId,
          request.body.inspection,
          app.clock.now(),
        ),
        '已保存',
      ),
  );

  app.post(
    '/api/order/YahooInspectionConfirm',
    {
      preHandler: requireUser,
      schema: { tags, summary: '确认验货结果，商品入库', body: orderIdBodySchema, response: { 200: apiReply(z.null()) } },
    },
    async (request) => {
      await confirmInspection(app.db, currentUser(request).id, request.body.orderId, app.clock.now());
      return ok(null, '已确认验货');
    },
  );

  app.post(
    '/api/order/inspectionReject',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '拒收验货商品（商品不符/破损/与描述不符），订单转为问题订单',
        body: orderInspectionRejectBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await rejectInspection(app.db, currentUser(request).id, request.body, app.clock.now());
      return ok(null, '已提交拒收，客服会尽快处理');
    },
  );

  app.get(
    '/api/order/info',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '订单详情（状态时间线、资金记录；竞拍中的订单附实时出价状态 bidLive）',
        querystring: orderIdQuerySchema,
        response: { 200: apiReply(orderInfoSchema) },
      },
    },
    async (request) =>
      ok(
        await getOrderInfo(
          app.db,
          currentUser(request).id,
          request.query.orderId,
          { marketplace: app.marketplace, now: app.clock.now(), log: request.log },
          parcels,
        ),
      ),
  );

  app.get(
    '/api/order/list',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '订单列表（type=all|状态码，分页；orderId 查单个；竞拍中的订单附实时出价状态 bidLive）',
        querystring: orderListQuerySchema,
        response: { 200: apiReply(orderListSchema) },
      },
    },
    async (request) =>
      ok(
        await listOrders(
          app.db,
          currentUser(request).id,
          request.query,
          { marketplace: app.marketplace, now: app.clock.now(), log: request.log },
          parcels,
        ),
      ),
  );

  // The wallet's record page with the order status records as this area's part (decision 025).
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
    async (request) => ok(await getMemberOrderRecords(app.db, currentUser(request).id, request.query)),
  );
};
