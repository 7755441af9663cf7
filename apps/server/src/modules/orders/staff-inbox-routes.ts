import { staffInboxApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { listInbox, readThread, replyInThread } from './staff-inbox-service';

export const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffInboxApi.messagesThreads, { tags: ['admin'], summary: '订单留言（按订单汇总，未读在前）' }, async (request) =>
    ok(await listInbox(app.db, request.query)),
  );

  serve(app, staffInboxApi.messagesRead, { tags: ['admin'], summary: '标记订单留言已读（客服）' }, async (request) =>
    ok({ read: await readThread(app.db, actorOf(request), request.body.orderId, app.clock.now()) }),
  );

  serve(
    app,
    staffInboxApi.messagesReply,
    { tags: ['admin'], summary: '回复订单留言（会员在订单留言和未读数中看到）' },
    async (request) => {
      await replyInThread(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '回复已发送');
    },
  );
};
