import { messageApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import {
  deleteMessage,
  getMessageInfo,
  getUnreadCount,
  listMessages,
  type MemberOrderLookup,
  readMessages,
  sendOrderMessage,
} from './message-service';

/** `memberOrder`: the orders area's look-up of the member's own order (threads hang on orders). */
export const messageRoutes: FastifyPluginAsyncZod<{ memberOrder: MemberOrderLookup }> = async (app, { memberOrder }) => {
  serve(app, messageApi.orderMsgCount, { preHandler: requireUser, tags: ['messages'], summary: '未读消息数' }, async (request) =>
    ok({ totalNum: await getUnreadCount(app.db, currentUser(request).id, request.query.msgSource) }),
  );

  serve(
    app,
    messageApi.orderMsgList,
    { preHandler: requireUser, tags: ['messages'], summary: '消息列表（按来源、订单、未读筛选，分页）' },
    async (request) => ok(await listMessages(app.db, currentUser(request).id, request.query)),
  );

  serve(
    app,
    messageApi.orderMsgInfo,
    { preHandler: requireUser, tags: ['messages'], summary: '消息详情与订单留言串' },
    async (request) => ok(await getMessageInfo(app.db, memberOrder, currentUser(request).id, request.query)),
  );

  serve(
    app,
    messageApi.orderReadMsg,
    { preHandler: requireUser, tags: ['messages'], summary: '标记已读（查询参数：msgId、orderId 或 all=1；无请求体）' },
    async (request) => ok(await readMessages(app.db, memberOrder, currentUser(request).id, request.query, app.clock.now())),
  );

  serve(
    app,
    messageApi.orderDelOrderMsg,
    { preHandler: requireUser, tags: ['messages'], summary: '删除消息（form-urlencoded）' },
    async (request) => {
      await deleteMessage(app.db, currentUser(request).id, request.body.msgId, app.clock.now());
      return ok(null, '已删除');
    },
  );

  serve(
    app,
    messageApi.orderSendMsg,
    { preHandler: requireUser, config: { idempotent: true }, tags: ['messages'], summary: '订单留言（form-urlencoded）' },
    async (request) =>
      ok(
        await sendOrderMessage(
          app.db,
          memberOrder,
          currentUser(request).id,
          request.body.orderId,
          request.body.content,
          app.clock.now(),
        ),
        '留言已发送',
      ),
  );
};
