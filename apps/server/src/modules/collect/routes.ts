import { collectApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { addCollect, collectedAmong, deleteCollect, listCollect } from './collect-service';

export const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    collectApi.collectList,
    {
      preHandler: requireUser,
      tags: ['collect'],
      summary: '我的收藏（分页；onSale=1 只看在售）：收藏时的快照与实时价格、状态、剩余时间',
    },
    async (request) =>
      ok(await listCollect(app.db, app.marketplace, app.reader, currentUser(request).id, request.query, app.clock.now())),
  );

  serve(
    app,
    collectApi.collectAdd,
    { preHandler: requireUser, tags: ['collect'], summary: '收藏商品（form-urlencoded：itemId；重复收藏无副作用）' },
    async (request) => {
      const { itemId } = request.body;
      await addCollect(app.db, app.marketplace, currentUser(request).id, itemId, app.clock.now());
      return ok({ itemId, collected: true }, '已收藏');
    },
  );

  serve(
    app,
    collectApi.collectDelete,
    { preHandler: requireUser, tags: ['collect'], summary: '取消收藏（form-urlencoded：itemId）' },
    async (request) => {
      const { itemId } = request.body;
      await deleteCollect(app.db, currentUser(request).id, itemId);
      return ok({ itemId, collected: false }, '已取消收藏');
    },
  );

  serve(
    app,
    collectApi.collectStatus,
    { preHandler: requireUser, tags: ['collect'], summary: '这些商品中哪些已收藏（itemIds 逗号分隔，最多 100 个）' },
    async (request) => ok({ itemIds: await collectedAmong(app.db, currentUser(request).id, request.query.itemIds) }),
  );
};
