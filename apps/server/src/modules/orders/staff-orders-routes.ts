import { adminOrderDetailSchema, apiReply, inspectionPhotoSchema, staffOrderApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { runOrderMoneyCheck } from './order-money-check';
import { addInspectionPhoto, listMemberPhotos, postInspectionNote, removeInspectionPhoto } from './staff-inspection-service';
import {
  getDashboard,
  getDeskOrder,
  listDesk,
  markProblem,
  recordFailure,
  recordPurchase,
  resolveProblem,
} from './staff-orders-service';

const _detailReply = apiReply(adminOrderDetailSchema);
const _photosReply = apiReply(z.array(inspectionPhotoSchema));

/** The order desk: lists, counts, the order with everything about it, and the staff moves. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffOrderApi.dashboard, { tags: ['admin'], summary: '概览：各状态订单数、未读留言、待支付充值' }, async () =>
    ok(await getDashboard(app.db, app.marketplace, app.clock.now())),
  );

  serve(app, staffOrderApi.moneyCheck, { tags: ['admin'], summary: '立即核对每个订单的资金（已扣、已退、应持有）' }, async () =>
    ok(await runOrderMoneyCheck(app.db, () => app.clock.now()), '核对完成'),
  );

  serve(
    app,
    staffOrderApi.orders,
    { tags: ['admin'], summary: '订单（按状态；按订单号、商品编号、会员、卖家搜索；排序、分页；各状态数量）' },
    async (request) => ok(await listDesk(app.db, request.query)),
  );

  serve(app, staffOrderApi.orderInfo, { tags: ['admin'], summary: '订单详情：状态记录、资金、验货照片、留言' }, async (request) =>
    ok(await getDeskOrder(app.db, request.query.orderId)),
  );

  serve(
    app,
    staffOrderApi.orderPurchase,
    { tags: ['admin'], summary: '录入购买结果（成交价）：已付款 → 已购买，差额立即退回' },
    async (request) => ok(await recordPurchase(app.db, actorOf(request), request.body, app.clock.now()), '已录入购买结果'),
  );

  serve(
    app,
    staffOrderApi.orderFail,
    { tags: ['admin'], summary: '标记交易失败（原因）：已付款 → 交易失败，全额退款' },
    async (request) => ok(await recordFailure(app.db, actorOf(request), request.body, app.clock.now()), '已标记交易失败并退款'),
  );

  serve(app, staffOrderApi.orderProblem, { tags: ['admin'], summary: '转为问题订单（原因，会员可见）' }, async (request) =>
    ok(await markProblem(app.db, actorOf(request), request.body, app.clock.now()), '已转为问题订单'),
  );

  serve(
    app,
    staffOrderApi.orderResolve,
    { tags: ['admin'], summary: '处理问题订单：恢复原状态（back）或交易失败并全额退款（fail）' },
    async (request) => ok(await resolveProblem(app.db, actorOf(request), request.body, app.clock.now()), '问题订单已处理'),
  );

  serve(
    app,
    staffOrderApi.orderPhoto,
    {
      tags: ['admin'],
      summary: '上传验货照片（?orderId=；multipart，一个文件，≤ 5 MB，重新编码为 WebP）',
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const upload = await readUpload(request, IMAGE_UPLOAD);
      return ok(await addInspectionPhoto(app.db, actorOf(request), request.query.orderId, upload, app.clock.now()), '照片已上传');
    },
  );

  serve(app, staffOrderApi.orderPhotoDelete, { tags: ['admin'], summary: '删除验货照片' }, async (request) =>
    ok(await removeInspectionPhoto(app.db, actorOf(request), request.body.id, app.clock.now()), '照片已删除'),
  );

  serve(app, staffOrderApi.orderNote, { tags: ['admin'], summary: '填写验货说明（作为客服留言发给会员）' }, async (request) => {
    await postInspectionNote(app.db, actorOf(request), request.body, app.clock.now());
    return ok(await getDeskOrder(app.db, request.body.orderId), '验货说明已发送');
  });

  serve(
    app,
    staffOrderApi.orderInspectionPhotos,
    { preHandler: requireUser, tags: ['order'], summary: '会员查看自己订单的验货照片' },
    async (request) => ok(await listMemberPhotos(app.db, currentUser(request).id, request.query.orderId)),
  );
};
