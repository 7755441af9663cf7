import { savedSearchApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { deleteSearch, listSaved, pauseSearch, saveSearch } from './saved-search-service';

/** 搜索订阅 (issue 28 §4, decision 087): a member's saved searches. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    savedSearchApi.userSavedSearchAdd,
    { preHandler: requireUser, tags: ['user'], summary: '保存搜索（关键词与筛选条件；有新上架商品时通知）' },
    async (request) =>
      ok(await saveSearch(app.db, app.marketplace, currentUser(request).id, request.body, app.clock.now()), '已保存搜索'),
  );

  serve(
    app,
    savedSearchApi.userSavedSearchList,
    { preHandler: requireUser, tags: ['user'], summary: '我的搜索订阅' },
    async (request) => ok(await listSaved(app.db, app.marketplace, currentUser(request).id)),
  );

  serve(
    app,
    savedSearchApi.userSavedSearchPause,
    { preHandler: requireUser, tags: ['user'], summary: '暂停或恢复搜索订阅（paused=1 暂停，0 恢复）' },
    async (request) => {
      const saved = await pauseSearch(app.db, app.marketplace, currentUser(request).id, request.body.id, request.body.paused);
      return ok(saved, saved.paused ? '已暂停' : '已恢复');
    },
  );

  serve(
    app,
    savedSearchApi.userSavedSearchDelete,
    { preHandler: requireUser, tags: ['user'], summary: '删除搜索订阅' },
    async (request) => ok(await deleteSearch(app.db, currentUser(request).id, request.body.id), '已删除'),
  );
};
