import {
  apiReply,
  correctTitleSchema,
  titleTranslationQuerySchema,
  titleTranslationSchema,
  translationUsageSchema,
} from '@daigou/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { correctTitle, getTitleTranslation, getTranslationUsage, type StaffTranslationDeps } from './staff-translation-service';

const deps = (app: FastifyInstance): StaffTranslationDeps => ({
  db: app.db,
  marketplace: app.marketplace,
  reader: app.reader,
  now: app.clock.now(),
});

/** Translation for operators (issue 17 §4): today's usage and budget, and hand corrections of titles. */
export const staffTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/translation/usage',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '翻译用量（今日字符数、预算、缓存命中率、人工译文数）',
        response: { 200: apiReply(translationUsageSchema) },
      },
    },
    async () => ok(await getTranslationUsage(deps(app))),
  );

  app.get(
    '/api/admin/translation/title',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '商品标题译文（会员所见、机器译文、人工译文）',
        querystring: titleTranslationQuerySchema,
        response: { 200: apiReply(titleTranslationSchema) },
      },
    },
    async (request) => ok(await getTitleTranslation(deps(app), request.query.itemId)),
  );

  app.post(
    '/api/admin/translation/title',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '人工修改标题译文（留空则恢复机器译文；记入操作日志）',
        body: correctTitleSchema,
        response: { 200: apiReply(titleTranslationSchema) },
      },
    },
    async (request) => {
      const result = await correctTitle(deps(app), actorOf(request), request.body);
      return ok(result, result.correction ? '译文已保存' : '已恢复机器译文');
    },
  );
};
