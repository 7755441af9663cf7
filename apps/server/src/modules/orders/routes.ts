import { orderApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
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
  serve(app, orderApi.goodsBidHistory, { tags: ['goods'], summary: '商品出价记录（本人出价标为我的出价）' }, async (request) =>
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

  serve(
    app,
    orderApi.orderCreate,
    {
      preHandler: requireUser,
      config: { idempotent: true },
      tags,
      summary: '创建订单（form-urlencoded：itemId、kind bid|buyout、maxBid、snipeMinutes、inspection、remark）',
    },
    async (request) =>
      ok(
        await createOrder(app.db, app.marketplace, app.reader, currentUser(request).id, request.body, app.clock.now()),
        '订单已创建',
      ),
  );

  serve(
    app,
    orderApi.orderPay,
    {
      preHandler: requireUser,
      config: { idempotent: true },
      tags,
      summary: '余额支付订单（余额不足时 code=1，data 为缺少的金额）',
    },
    async (request) => ok(await payOrder(app.db, currentUser(request).id, request.body.orderId, app.clock.now()), '付款成功'),
  );

  serve(
    app,
    orderApi.orderCancel,
    { preHandler: requireUser, tags, summary: '取消订单（已付款未出价时全额退款）' },
    async (request) => {
      await cancelOrder(app.db, currentUser(request).id, request.body.orderId, request.body.reason, app.clock.now());
      return ok(null, '订单已取消');
    },
  );

  serve(app, orderApi.orderEditInfo, { preHandler: requireUser, tags, summary: '修改订单备注/最高出价' }, async (request) =>
    ok(await editOrderInfo(app.db, () => app.marketplace, currentUser(request).id, request.body, app.clock.now()), '已保存'),
  );

  serve(app, orderApi.orderEditInspectionState, { preHandler: requireUser, tags, summary: '开启/关闭验货' }, async (request) =>
    ok(
      await editInspectionState(app.db, currentUser(request).id, request.body.orderId, request.body.inspection, app.clock.now()),
      '已保存',
    ),
  );

  serve(
    app,
    orderApi.orderYahooInspectionConfirm,
    { preHandler: requireUser, tags, summary: '确认验货结果，商品入库' },
    async (request) => {
      await confirmInspection(app.db, currentUser(request).id, request.body.orderId, app.clock.now());
      return ok(null, '已确认验货');
    },
  );

  serve(
    app,
    orderApi.orderInspectionReject,
    { preHandler: requireUser, tags, summary: '拒收验货商品（商品不符/破损/与描述不符），订单转为问题订单' },
    async (request) => {
      await rejectInspection(app.db, currentUser(request).id, request.body, app.clock.now());
      return ok(null, '已提交拒收，客服会尽快处理');
    },
  );

  serve(
    app,
    orderApi.orderInfo,
    { preHandler: requireUser, tags, summary: '订单详情（状态时间线、资金记录；竞拍中的订单附实时出价状态 bidLive）' },
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

  serve(
    app,
    orderApi.orderList,
    {
      preHandler: requireUser,
      tags,
      summary: '订单列表（type=all|状态码，分页；orderId 查单个；竞拍中的订单附实时出价状态 bidLive）',
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
  serve(
    app,
    orderApi.userGetOrderRecord,
    { preHandler: requireUser, tags: ['wallet'], summary: '资金流水与订单记录（可筛选，分页）' },
    async (request) => ok(await getMemberOrderRecords(app.db, currentUser(request).id, request.query)),
  );
};
