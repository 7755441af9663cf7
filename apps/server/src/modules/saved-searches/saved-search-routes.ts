import {
  apiReply,
  savedSearchBodySchema,
  savedSearchDeletedSchema,
  savedSearchIdBodySchema,
  savedSearchListSchema,
  savedSearchPauseBodySchema,
  savedSearchSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { deleteSearch, listSaved, pauseSearch, saveSearch } from './saved-search-service';

/** 搜索订阅 (issue 28 §4, decision 087): a member's saved searches. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/savedSearch/add',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '保存搜索（关键词与筛选条件；有新上架商品时通知）',
        body: savedSearchBodySchema,
        response: { 200: apiReply(savedSearchSchema) },
      },
    },
    async (request) =>
      ok(await saveSearch(app.db, app.marketplace, currentUser(request).id, request.body, app.clock.now()), '已保存搜索'),
  );

  app.get(
    '/api/user/savedSearch/list',
    {
      preHandler: requireUser,
      schema: { tags: ['user'], summary: '我的搜索订阅', response: { 200: apiReply(savedSearchListSchema) } },
    },
    async (request) => ok(await listSaved(app.db, app.marketplace, currentUser(request).id)),
  );

  app.post(
    '/api/user/savedSearch/pause',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '暂停或恢复搜索订阅（paused=1 暂停，0 恢复）',
        body: savedSearchPauseBodySchema,
        response: { 200: apiReply(savedSearchSchema) },
      },
    },
    async (request) => {
      const saved = await pauseSearch(app.db, app.marketplace, currentUser(request).id, request.body.id, request.body.paused);
      return ok(saved, saved.paused ? '已暂停' : '已恢复');
    },
  );

  app.post(
    '/api/user/savedSearch/delete',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '删除搜索订阅',
        body: savedSearchIdBodySchema,
        response: { 200: apiReply(savedSearchDeletedSchema) },
      },
    },
    async (request) => ok(await deleteSearch(app.db, currentUser(request).id, request.body.id), '已删除'),
  );
};
