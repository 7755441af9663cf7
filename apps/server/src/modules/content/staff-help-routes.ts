import { adminHelpPageSchema, adminHelpSaveBodySchema, apiReply } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { listHelpPages, saveHelpPage } from './staff-help-service';

export const staffHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/help',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '帮助页（订单流程、费用标准、购买须知）',
        response: { 200: apiReply(z.array(adminHelpPageSchema)) },
      },
    },
    async () => ok(await listHelpPages(app.db)),
  );

  app.post(
    '/api/admin/help/save',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '修改帮助页（富文本，保存前清理：不允许脚本、样式、事件属性）',
        body: adminHelpSaveBodySchema,
        response: { 200: apiReply(adminHelpPageSchema) },
      },
    },
    async (request) => ok(await saveHelpPage(app.db, actorOf(request), request.body, app.clock.now()), '帮助页已保存'),
  );
};
