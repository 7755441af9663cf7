import {
  adminMenuNodeSchema,
  adminMenuReorderBodySchema,
  adminMenuSaveBodySchema,
  apiReply,
  idBodySchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { getMenuTree, removeMenuItem, reorderMenu, saveMenuItem } from './staff-menu-service';

const menuReply = apiReply(z.array(adminMenuNodeSchema));

export const staffMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/menu',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '导航菜单（全部，含停用）', response: { 200: menuReply } },
    },
    async () => ok(await getMenuTree(app.db)),
  );

  app.post(
    '/api/admin/menu/save',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '新增（无 id）或修改菜单：名称、链接、图标、上级、排序、启用',
        body: adminMenuSaveBodySchema,
        response: { 200: menuReply },
      },
    },
    async (request) => ok(await saveMenuItem(app.db, actorOf(request), request.body, app.clock.now()), '菜单已保存'),
  );

  app.post(
    '/api/admin/menu/delete',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '删除菜单（连同子菜单）', body: idBodySchema, response: { 200: menuReply } },
    },
    async (request) => ok(await removeMenuItem(app.db, actorOf(request), request.body.id, app.clock.now()), '菜单已删除'),
  );

  app.post(
    '/api/admin/menu/reorder',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '调整同级菜单顺序（parentId 为空时为一级菜单）',
        body: adminMenuReorderBodySchema,
        response: { 200: menuReply },
      },
    },
    async (request) =>
      ok(await reorderMenu(app.db, actorOf(request), request.body.parentId, request.body.ids, app.clock.now()), '顺序已保存'),
  );
};
