import { staffKeywordApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { listHotKeywordsForAdmin, removeHotKeyword, saveHotKeyword } from './staff-keywords-service';

export const staffKeywordRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffKeywordApi.hotKeywords,
    { tags: ['admin'], summary: '热门搜索（全部，含停用；按关键词筛选，分页）' },
    async (request) => ok(await listHotKeywordsForAdmin(app.db, request.query)),
  );

  serve(
    app,
    staffKeywordApi.hotKeywordsSave,
    { tags: ['admin'], summary: '新增（无 id）或修改热门搜索：关键词、排序、启用' },
    async (request) => ok(await saveHotKeyword(app.db, actorOf(request), request.body, app.clock.now()), '关键词已保存'),
  );

  serve(app, staffKeywordApi.hotKeywordsDelete, { tags: ['admin'], summary: '删除热门搜索' }, async (request) => {
    await removeHotKeyword(app.db, actorOf(request), request.body.id, app.clock.now());
    return ok(null, '关键词已删除');
  });
};
