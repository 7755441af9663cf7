import { adminParcelDetailSchema, adminShippingSchema, apiReply, staffParcelApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
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
const _detail = { 200: apiReply(adminParcelDetailSchema) };
const _shipping = { 200: apiReply(adminShippingSchema) };

/** The operator console's parcel desk, rate cards and storage report (behind the /api/admin guard), all audited. */
export const staffParcelRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  serve(app, staffParcelApi.parcels, { tags, summary: '国际包裹（type=状态；待打包按申请先后排列）' }, async (request) =>
    ok(await listStaffParcels(app.db, request.query)),
  );

  serve(
    app,
    staffParcelApi.parcelsSummary,
    { tags, summary: '概览：各状态包裹数、超期仓储待处理数、最近一次包裹资金核对' },
    async () => ok(await getParcelSummary(app.db)),
  );

  serve(app, staffParcelApi.parcelsMoneyCheck, { tags, summary: '立即核对每个包裹的资金' }, async () =>
    ok(await runParcelMoneyCheck(app.db, now), '核对完成'),
  );

  serve(app, staffParcelApi.parcel, { tags, summary: '包裹详情（商品到仓照片、尺寸）' }, async (request) =>
    ok(await getStaffParcel(app.db, request.query.parcelId)),
  );

  serve(app, staffParcelApi.parcelPrice, { tags, summary: '按重量尺寸试算最终运费（保存前显示）' }, async (request) =>
    ok(await previewPackPrice(app.db, request.query, now())),
  );

  serve(app, staffParcelApi.parcelPack, { tags, summary: '打包称重：待打包 → 待付款（或待付款时重新称重）' }, async (request) =>
    ok(await packParcel(app.db, actorOf(request), request.body, now()), '已打包计价'),
  );

  serve(
    app,
    staffParcelApi.parcelPhoto,
    { tags, summary: '上传包裹照片（?parcelId=；multipart，一个文件，≤ 5 MB）', consumes: ['multipart/form-data'] },
    async (request) => {
      const upload = await readUpload(request, IMAGE_UPLOAD);
      return ok(await addParcelPhoto(app.db, actorOf(request), request.query.parcelId, upload, now()), '照片已上传');
    },
  );

  serve(app, staffParcelApi.parcelShip, { tags, summary: '发货：待发货 → 已发货（承运商、运单号）' }, async (request) =>
    ok(await shipParcel(app.db, actorOf(request), request.body, now()), '已登记发货'),
  );

  serve(app, staffParcelApi.parcelProblem, { tags, summary: '转为问题包裹（扣关、退回、破损）' }, async (request) =>
    ok(await markParcelProblem(app.db, actorOf(request), request.body, now()), '已转为问题包裹'),
  );

  serve(app, staffParcelApi.parcelResolve, { tags, summary: '处理问题包裹：恢复或关闭，可退款、可退回仓库' }, async (request) =>
    ok(await resolveParcelProblem(app.db, actorOf(request), request.body, now()), '已处理'),
  );

  serve(app, staffParcelApi.parcelCancel, { tags, summary: '取消包裹（付款前），商品退回仓库' }, async (request) =>
    ok(await cancelParcelByStaff(app.db, actorOf(request), request.body, now()), '已取消'),
  );

  serve(app, staffParcelApi.shipping, { tags, summary: '运输方式与价目表、国际发货费用、仓储规则' }, async () =>
    ok(await getAdminShipping(app.db, now())),
  );

  serve(app, staffParcelApi.shippingMethod, { tags, summary: '新增/修改运输方式' }, async (request) =>
    ok(await saveShippingMethod(app.db, actorOf(request), request.body, now()), '已保存'),
  );

  serve(app, staffParcelApi.shippingRateCard, { tags, summary: '新增价目表（指定生效时间）' }, async (request) =>
    ok(await addRateCard(app.db, actorOf(request), request.body, now()), '价目表已保存'),
  );

  serve(app, staffParcelApi.shippingFees, { tags, summary: '修改国际发货费用' }, async (request) =>
    ok(await updateParcelFees(app.db, actorOf(request), request.body, now()), '费用已更新'),
  );

  serve(app, staffParcelApi.shippingStorage, { tags, summary: '修改仓储规则' }, async (request) =>
    ok(await updateStorageRules(app.db, actorOf(request), request.body, now()), '仓储规则已更新'),
  );

  serve(app, staffParcelApi.storage, { tags, summary: '仓储报表：临近免费期/最长期限与超期商品' }, async () =>
    ok(await getStorageReport(app.db, now())),
  );

  serve(app, staffParcelApi.storageResolve, { tags, summary: '处理超期商品（说明、延长天数）' }, async (request) =>
    ok(await resolveStorage(app.db, actorOf(request), request.body, now()), '已处理'),
  );
};
