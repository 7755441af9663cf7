import { staffTranslationApi } from '@daigou/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
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
  serve(
    app,
    staffTranslationApi.translationUsage,
    { tags: ['admin'], summary: '翻译用量（今日字符数、预算、缓存命中率、人工译文数）' },
    async () => ok(await getTranslationUsage(deps(app))),
  );

  serve(
    app,
    staffTranslationApi.translationTitle,
    { tags: ['admin'], summary: '商品标题译文（会员所见、机器译文、人工译文）' },
    async (request) => ok(await getTitleTranslation(deps(app), request.query.itemId)),
  );

  serve(
    app,
    staffTranslationApi.translationTitleCorrect,
    { tags: ['admin'], summary: '人工修改标题译文（留空则恢复机器译文；记入操作日志）' },
    async (request) => {
      const result = await correctTitle(deps(app), actorOf(request), request.body);
      return ok(result, result.correction ? '译文已保存' : '已恢复机器译文');
    },
  );
};
