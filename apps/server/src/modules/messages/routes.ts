import { apiReply, msgCountQuerySchema, msgCountSchema } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { getUnreadCount } from './message-service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
