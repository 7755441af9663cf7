import {
  apiReply,
  parcelCancelBodySchema,
  parcelCreateBodySchema,
  parcelCreatedSchema,
  parcelIdBodySchema,
  parcelIdQuerySchema,
  parcelInfoSchema,
  parcelListQuerySchema,
  parcelListSchema,
  parcelPaidSchema,
  parcelPayBodySchema,
  parcelQuoteBodySchema,
  parcelQuoteSchema,
  shippingMethodsSchema,
  warehouseItemSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
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
  app.get(
    '/api/parcel/methods',
    {
      schema: { tags, summary: '运输方式、当前价目表与国际发货费用（公开）', response: { 200: apiReply(shippingMethodsSchema) } },
    },
    async () => ok(await getShippingMethods(app.db, app.clock.now())),
  );

  app.get(
    '/api/parcel/warehouse',
    {
      preHandler: requireUser,
      schema: { tags, summary: '在库商品（可申请国际发货）', response: { 200: apiReply(z.array(warehouseItemSchema)) } },
    },
    async (request) => ok(await getWarehouseItems(app.db, currentUser(request).id)),
  );

  app.post(
    '/api/parcel/quote',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '国际发货估价：各渠道计费重量与价格、合箱/保险/仓储费、申报价值限额提示',
        body: parcelQuoteBodySchema,
        response: { 200: apiReply(parcelQuoteSchema) },
      },
    },
    async (request) => ok(await quoteParcel(app.db, currentUser(request).id, request.body, app.clock.now())),
  );

  app.post(
    '/api/parcel/create',
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '提交国际发货申请（split=1 按申报限额拆分为多个包裹）',
        body: parcelCreateBodySchema,
        response: { 200: apiReply(parcelCreatedSchema) },
      },
    },
    async (request) =>
      ok({ parcelIds: await createParcels(app.db, currentUser(request).id, request.body, app.clock.now()) }, '已提交发货申请'),
  );

  app.get(
    '/api/parcel/list',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '国际包裹列表（type=all|状态码，分页）',
        querystring: parcelListQuerySchema,
        response: { 200: apiReply(parcelListSchema) },
      },
    },
    async (request) => ok(await listParcels(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    '/api/parcel/info',
    {
      preHandler: requireUser,
      schema: { tags, summary: '国际包裹详情', querystring: parcelIdQuerySchema, response: { 200: apiReply(parcelInfoSchema) } },
    },
    async (request) => ok(await getParcelInfo(app.db, currentUser(request).id, request.query.parcelId)),
  );

  app.post(
    '/api/parcel/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '取消发货申请（付款前），商品退回仓库',
        body: parcelCancelBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await cancelParcel(app.db, currentUser(request).id, request.body.parcelId, request.body.reason, app.clock.now());
      return ok(null, '已取消发货申请');
    },
  );

  app.post(
    '/api/parcel/pay',
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '余额支付包裹费用（余额不足 data 为缺少金额；超出预估需 confirmPrice=1）',
        body: parcelPayBodySchema,
        response: { 200: apiReply(parcelPaidSchema) },
      },
    },
    async (request) =>
      ok(
        await payParcel(app.db, currentUser(request).id, request.body.parcelId, request.body.confirmPrice, app.clock.now()),
        '付款成功',
      ),
  );

  app.post(
    '/api/parcel/confirmReceipt',
    {
      preHandler: requireUser,
      schema: { tags, summary: '确认收货', body: parcelIdBodySchema, response: { 200: apiReply(z.null()) } },
    },
    async (request) => {
      await confirmReceipt(app.db, currentUser(request).id, request.body.parcelId, app.clock.now());
      return ok(null, '已确认收货');
    },
  );
};
