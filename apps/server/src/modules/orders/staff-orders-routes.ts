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
  apiReply,
  inspectionPhotoSchema,
  orderMoneyCheckSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { currentUser, requireOperator, requireUser } from '../../plugins/session';
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

const detailReply = apiReply(adminOrderDetailSchema);
const photosReply = apiReply(z.array(inspectionPhotoSchema));

/** The order desk: lists, counts, the order with everything about it, and the staff moves. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '概览：各状态订单数、未读留言、待支付充值',
        response: { 200: apiReply(adminDashboardSchema) },
      },
    },
    async () => ok(await getDashboard(app.db, app.marketplace, app.clock.now())),
  );

  app.post(
    '/api/admin/money/check',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '立即核对每个订单的资金（已扣、已退、应持有）',
        response: { 200: apiReply(orderMoneyCheckSchema) },
      },
    },
    async () => ok(await runOrderMoneyCheck(app.db, () => app.clock.now()), '核对完成'),
  );

  app.get(
    '/api/admin/orders',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '订单（按状态；按订单号、商品编号、会员、卖家搜索；排序、分页；各状态数量）',
        querystring: adminOrderQuerySchema,
        response: { 200: apiReply(adminOrderListSchema) },
      },
    },
    async (request) => ok(await listDesk(app.db, request.query)),
  );

  app.get(
    '/api/admin/order/info',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '订单详情：状态记录、资金、验货照片、留言',
        querystring: adminOrderIdQuerySchema,
        response: { 200: detailReply },
      },
    },
    async (request) => ok(await getDeskOrder(app.db, request.query.orderId)),
  );

  app.post(
    '/api/admin/order/purchase',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '录入购买结果（成交价）：已付款 → 已购买，差额立即退回',
        body: adminPurchaseBodySchema,
        response: { 200: detailReply },
      },
    },
    async (request) => ok(await recordPurchase(app.db, actorOf(request), request.body, app.clock.now()), '已录入购买结果'),
  );

  app.post(
    '/api/admin/order/fail',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '标记交易失败（原因）：已付款 → 交易失败，全额退款',
        body: adminReasonBodySchema,
        response: { 200: detailReply },
      },
    },
    async (request) => ok(await recordFailure(app.db, actorOf(request), request.body, app.clock.now()), '已标记交易失败并退款'),
  );

  app.post(
    '/api/admin/order/problem',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '转为问题订单（原因，会员可见）',
        body: adminReasonBodySchema,
        response: { 200: detailReply },
      },
    },
    async (request) => ok(await markProblem(app.db, actorOf(request), request.body, app.clock.now()), '已转为问题订单'),
  );

  app.post(
    '/api/admin/order/resolve',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '处理问题订单：恢复原状态（back）或交易失败并全额退款（fail）',
        body: adminResolveBodySchema,
        response: { 200: detailReply },
      },
    },
    async (request) => ok(await resolveProblem(app.db, actorOf(request), request.body, app.clock.now()), '问题订单已处理'),
  );

  app.post(
    '/api/admin/order/photo',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '上传验货照片（?orderId=；multipart，一个文件，≤ 5 MB，重新编码为 WebP）',
        consumes: ['multipart/form-data'],
        querystring: adminOrderIdQuerySchema,
        response: { 200: photosReply },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMAGE_UPLOAD);
      return ok(await addInspectionPhoto(app.db, actorOf(request), request.query.orderId, upload, app.clock.now()), '照片已上传');
    },
  );

  app.post(
    '/api/admin/order/photo/delete',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '删除验货照片', body: adminPhotoDeleteBodySchema, response: { 200: photosReply } },
    },
    async (request) => ok(await removeInspectionPhoto(app.db, actorOf(request), request.body.id, app.clock.now()), '照片已删除'),
  );

  app.post(
    '/api/admin/order/note',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '填写验货说明（作为客服留言发给会员）',
        body: adminNoteBodySchema,
        response: { 200: detailReply },
      },
    },
    async (request) => {
      await postInspectionNote(app.db, actorOf(request), request.body, app.clock.now());
      return ok(await getDeskOrder(app.db, request.body.orderId), '验货说明已发送');
    },
  );

  app.get(
    '/api/order/inspectionPhotos',
    {
      preHandler: requireUser,
      schema: {
        tags: ['order'],
        summary: '会员查看自己订单的验货照片',
        querystring: adminOrderIdQuerySchema,
        response: { 200: photosReply },
      },
    },
    async (request) => ok(await listMemberPhotos(app.db, currentUser(request).id, request.query.orderId)),
  );
};
