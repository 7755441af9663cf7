import {
  adminOrderIdQuerySchema,
  adminReplyBodySchema,
  adminThreadPageSchema,
  adminThreadQuerySchema,
  apiReply,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { listInbox, readThread, replyInThread } from './staff-inbox-service';

export const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/messages/threads',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '订单留言（按订单汇总，未读在前）',
        querystring: adminThreadQuerySchema,
        response: { 200: apiReply(adminThreadPageSchema) },
      },
    },
    async (request) => ok(await listInbox(app.db, request.query)),
  );

  app.post(
    '/api/admin/messages/read',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '标记订单留言已读（客服）',
        body: adminOrderIdQuerySchema,
        response: { 200: apiReply(z.object({ read: z.number().int() })) },
      },
    },
    async (request) => ok({ read: await readThread(app.db, actorOf(request), request.body.orderId, app.clock.now()) }),
  );

  app.post(
    '/api/admin/messages/reply',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '回复订单留言（会员在订单留言和未读数中看到）',
        body: adminReplyBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await replyInThread(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '回复已发送');
    },
  );
};
