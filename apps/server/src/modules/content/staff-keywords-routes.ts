import {
  adminHotKeywordQuerySchema,
  adminHotKeywordSaveBodySchema,
  adminHotKeywordSchema,
  apiReply,
  idBodySchema,
  pagedSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { listHotKeywordsForAdmin, removeHotKeyword, saveHotKeyword } from './staff-keywords-service';

export const staffKeywordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/hotKeywords',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '热门搜索（全部，含停用；按关键词筛选，分页）',
        querystring: adminHotKeywordQuerySchema,
        response: { 200: apiReply(pagedSchema(adminHotKeywordSchema)) },
      },
    },
    async (request) => ok(await listHotKeywordsForAdmin(app.db, request.query)),
  );

  app.post(
    '/api/admin/hotKeywords/save',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '新增（无 id）或修改热门搜索：关键词、排序、启用',
        body: adminHotKeywordSaveBodySchema,
        response: { 200: apiReply(adminHotKeywordSchema) },
      },
    },
    async (request) => ok(await saveHotKeyword(app.db, actorOf(request), request.body, app.clock.now()), '关键词已保存'),
  );

  app.post(
    '/api/admin/hotKeywords/delete',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '删除热门搜索', body: idBodySchema, response: { 200: apiReply(z.null()) } },
    },
    async (request) => {
      await removeHotKeyword(app.db, actorOf(request), request.body.id, app.clock.now());
      return ok(null, '关键词已删除');
    },
  );
};
