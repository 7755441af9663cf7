import { parcelApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import {
  cancelParcel,
  confirmReceipt,
  createParcels,
  getParcelInfo,
  getShippingMethods,
  getWarehouseItems,
  listParcels,
  payParcel,
  quoteParcel,
} from './parcel-service';

const tags = ['parcel'];

/** International shipping for members (issue 14): `/api/parcel/*`. */
export const parcelRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, parcelApi.parcelMethods, { tags, summary: '运输方式、当前价目表与国际发货费用（公开）' }, async () =>
    ok(await getShippingMethods(app.db, app.clock.now())),
  );

  serve(
    app,
    parcelApi.parcelWarehouse,
    { preHandler: requireUser, tags, summary: '在库商品（可申请国际发货）' },
    async (request) => ok(await getWarehouseItems(app.db, currentUser(request).id)),
  );

  serve(
    app,
    parcelApi.parcelQuote,
    { preHandler: requireUser, tags, summary: '国际发货估价：各渠道计费重量与价格、合箱/保险/仓储费、申报价值限额提示' },
    async (request) => ok(await quoteParcel(app.db, currentUser(request).id, request.body, app.clock.now())),
  );

  serve(
    app,
    parcelApi.parcelCreate,
    {
      preHandler: requireUser,
      config: { idempotent: true },
      tags,
      summary: '提交国际发货申请（split=1 按申报限额拆分为多个包裹）',
    },
    async (request) =>
      ok({ parcelIds: await createParcels(app.db, currentUser(request).id, request.body, app.clock.now()) }, '已提交发货申请'),
  );

  serve(
    app,
    parcelApi.parcelList,
    { preHandler: requireUser, tags, summary: '国际包裹列表（type=all|状态码，分页）' },
    async (request) => ok(await listParcels(app.db, currentUser(request).id, request.query)),
  );

  serve(app, parcelApi.parcelInfo, { preHandler: requireUser, tags, summary: '国际包裹详情' }, async (request) =>
    ok(await getParcelInfo(app.db, currentUser(request).id, request.query.parcelId)),
  );

  serve(
    app,
    parcelApi.parcelCancel,
    { preHandler: requireUser, tags, summary: '取消发货申请（付款前），商品退回仓库' },
    async (request) => {
      await cancelParcel(app.db, currentUser(request).id, request.body.parcelId, request.body.reason, app.clock.now());
      return ok(null, '已取消发货申请');
    },
  );

  serve(
    app,
    parcelApi.parcelPay,
    {
      preHandler: requireUser,
      config: { idempotent: true },
      tags,
      summary: '余额支付包裹费用（余额不足 data 为缺少金额；超出预估需 confirmPrice=1）',
    },
    async (request) =>
      ok(
        await payParcel(app.db, currentUser(request).id, request.body.parcelId, request.body.confirmPrice, app.clock.now()),
        '付款成功',
      ),
  );

  serve(app, parcelApi.parcelConfirmReceipt, { preHandler: requireUser, tags, summary: '确认收货' }, async (request) => {
    await confirmReceipt(app.db, currentUser(request).id, request.body.parcelId, app.clock.now());
    return ok(null, '已确认收货');
  });
};
