import {
  apiReply,
  delOrderMsgBodySchema,
  messageSchema,
  msgCountQuerySchema,
  msgCountSchema,
  msgInfoQuerySchema,
  msgInfoSchema,
  msgListQuerySchema,
  pagedSchema,
  readMsgQuerySchema,
  readMsgSchema,
  sendOrderMsgBodySchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
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
  app.get(
    '/api/order/msgCount',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messages'],
        summary: '未读消息数',
        querystring: msgCountQuerySchema,
        response: { 200: apiReply(msgCountSchema) },
      },
    },
    async (request) => ok({ totalNum: await getUnreadCount(app.db, currentUser(request).id, request.query.msgSource) }),
  );

  app.get(
    '/api/order/msgList',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messages'],
        summary: '消息列表（按来源、订单、未读筛选，分页）',
        querystring: msgListQuerySchema,
        response: { 200: apiReply(pagedSchema(messageSchema)) },
      },
    },
    async (request) => ok(await listMessages(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    '/api/order/msgInfo',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messages'],
        summary: '消息详情与订单留言串',
        querystring: msgInfoQuerySchema,
        response: { 200: apiReply(msgInfoSchema) },
      },
    },
    async (request) => ok(await getMessageInfo(app.db, memberOrder, currentUser(request).id, request.query)),
  );

  app.post(
    '/api/order/readMsg',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messages'],
        summary: '标记已读（查询参数：msgId、orderId 或 all=1；无请求体）',
        querystring: readMsgQuerySchema,
        response: { 200: apiReply(readMsgSchema) },
      },
    },
    async (request) => ok(await readMessages(app.db, memberOrder, currentUser(request).id, request.query, app.clock.now())),
  );

  app.post(
    '/api/order/delOrderMsg',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messages'],
        summary: '删除消息（form-urlencoded）',
        body: delOrderMsgBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await deleteMessage(app.db, currentUser(request).id, request.body.msgId, app.clock.now());
      return ok(null, '已删除');
    },
  );

  app.post(
    '/api/order/sendMsg',
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ['messages'],
        summary: '订单留言（form-urlencoded）',
        body: sendOrderMsgBodySchema,
        response: { 200: apiReply(messageSchema) },
      },
    },
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
