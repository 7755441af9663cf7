import {
  adminParcelDetailSchema,
  adminParcelFeesBodySchema,
  adminParcelListSchema,
  adminParcelPackBodySchema,
  adminParcelPriceQuerySchema,
  adminParcelPriceSchema,
  adminParcelQuerySchema,
  adminParcelReasonBodySchema,
  adminParcelResolveBodySchema,
  adminParcelShipBodySchema,
  adminParcelSummarySchema,
  adminRateCardBodySchema,
  adminShippingMethodBodySchema,
  adminShippingSchema,
  adminStorageResolveBodySchema,
  adminStorageRulesBodySchema,
  apiReply,
  parcelIdQuerySchema,
  parcelMoneyCheckSchema,
  storageReportSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { runParcelMoneyCheck } from './parcel-money-check';
import {
  addParcelPhoto,
  cancelParcelByStaff,
  getParcelSummary,
  getStaffParcel,
  listStaffParcels,
  markParcelProblem,
  packParcel,
  previewPackPrice,
  resolveParcelProblem,
  shipParcel,
} from './staff-parcels-service';
import {
  addRateCard,
  getAdminShipping,
  getStorageReport,
  resolveStorage,
  saveShippingMethod,
  updateParcelFees,
  updateStorageRules,
} from './staff-shipping-service';

const tags = ['admin'];
const detail = { 200: apiReply(adminParcelDetailSchema) };
const shipping = { 200: apiReply(adminShippingSchema) };

/** The operator console's parcel desk, rate cards and storage report (behind the /api/admin guard), all audited. */
export const staffParcelRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    '/api/admin/parcels',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '国际包裹（type=状态；待打包按申请先后排列）',
        querystring: adminParcelQuerySchema,
        response: { 200: apiReply(adminParcelListSchema) },
      },
    },
    async (request) => ok(await listStaffParcels(app.db, request.query)),
  );

  app.get(
    '/api/admin/parcels/summary',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '概览：各状态包裹数、超期仓储待处理数、最近一次包裹资金核对',
        response: { 200: apiReply(adminParcelSummarySchema) },
      },
    },
    async () => ok(await getParcelSummary(app.db)),
  );

  app.post(
    '/api/admin/parcels/moneyCheck',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '立即核对每个包裹的资金', response: { 200: apiReply(parcelMoneyCheckSchema) } },
    },
    async () => ok(await runParcelMoneyCheck(app.db, now), '核对完成'),
  );

  app.get(
    '/api/admin/parcel',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '包裹详情（商品到仓照片、尺寸）', querystring: parcelIdQuerySchema, response: detail },
    },
    async (request) => ok(await getStaffParcel(app.db, request.query.parcelId)),
  );

  app.get(
    '/api/admin/parcel/price',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '按重量尺寸试算最终运费（保存前显示）',
        querystring: adminParcelPriceQuerySchema,
        response: { 200: apiReply(adminParcelPriceSchema) },
      },
    },
    async (request) => ok(await previewPackPrice(app.db, request.query, now())),
  );

  app.post(
    '/api/admin/parcel/pack',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '打包称重：待打包 → 待付款（或待付款时重新称重）',
        body: adminParcelPackBodySchema,
        response: detail,
      },
    },
    async (request) => ok(await packParcel(app.db, actorOf(request), request.body, now()), '已打包计价'),
  );

  app.post(
    '/api/admin/parcel/photo',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '上传包裹照片（?parcelId=；multipart，一个文件，≤ 5 MB）',
        consumes: ['multipart/form-data'],
        querystring: parcelIdQuerySchema,
        response: detail,
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMAGE_UPLOAD);
      return ok(await addParcelPhoto(app.db, actorOf(request), request.query.parcelId, upload, now()), '照片已上传');
    },
  );

  app.post(
    '/api/admin/parcel/ship',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '发货：待发货 → 已发货（承运商、运单号）', body: adminParcelShipBodySchema, response: detail },
    },
    async (request) => ok(await shipParcel(app.db, actorOf(request), request.body, now()), '已登记发货'),
  );

  app.post(
    '/api/admin/parcel/problem',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '转为问题包裹（扣关、退回、破损）', body: adminParcelReasonBodySchema, response: detail },
    },
    async (request) => ok(await markParcelProblem(app.db, actorOf(request), request.body, now()), '已转为问题包裹'),
  );

  app.post(
    '/api/admin/parcel/resolve',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '处理问题包裹：恢复或关闭，可退款、可退回仓库',
        body: adminParcelResolveBodySchema,
        response: detail,
      },
    },
    async (request) => ok(await resolveParcelProblem(app.db, actorOf(request), request.body, now()), '已处理'),
  );

  app.post(
    '/api/admin/parcel/cancel',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '取消包裹（付款前），商品退回仓库', body: adminParcelReasonBodySchema, response: detail },
    },
    async (request) => ok(await cancelParcelByStaff(app.db, actorOf(request), request.body, now()), '已取消'),
  );

  app.get(
    '/api/admin/shipping',
    { onRequest: requireOperator, schema: { tags, summary: '运输方式与价目表、国际发货费用、仓储规则', response: shipping } },
    async () => ok(await getAdminShipping(app.db, now())),
  );

  app.post(
    '/api/admin/shipping/method',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '新增/修改运输方式', body: adminShippingMethodBodySchema, response: shipping },
    },
    async (request) => ok(await saveShippingMethod(app.db, actorOf(request), request.body, now()), '已保存'),
  );

  app.post(
    '/api/admin/shipping/rateCard',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '新增价目表（指定生效时间）', body: adminRateCardBodySchema, response: shipping },
    },
    async (request) => ok(await addRateCard(app.db, actorOf(request), request.body, now()), '价目表已保存'),
  );

  app.post(
    '/api/admin/shipping/fees',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '修改国际发货费用', body: adminParcelFeesBodySchema, response: shipping },
    },
    async (request) => ok(await updateParcelFees(app.db, actorOf(request), request.body, now()), '费用已更新'),
  );

  app.post(
    '/api/admin/shipping/storage',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '修改仓储规则', body: adminStorageRulesBodySchema, response: shipping },
    },
    async (request) => ok(await updateStorageRules(app.db, actorOf(request), request.body, now()), '仓储规则已更新'),
  );

  app.get(
    '/api/admin/storage',
    {
      onRequest: requireOperator,
      schema: { tags, summary: '仓储报表：临近免费期/最长期限与超期商品', response: { 200: apiReply(storageReportSchema) } },
    },
    async () => ok(await getStorageReport(app.db, now())),
  );

  app.post(
    '/api/admin/storage/resolve',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: '处理超期商品（说明、延长天数）',
        body: adminStorageResolveBodySchema,
        response: { 200: apiReply(storageReportSchema) },
      },
    },
    async (request) => ok(await resolveStorage(app.db, actorOf(request), request.body, now()), '已处理'),
  );
};
