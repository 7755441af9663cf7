import { adminMenuNodeSchema, apiReply, staffMenuApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { getMenuTree, removeMenuItem, reorderMenu, saveMenuItem } from './staff-menu-service';

const _menuReply = apiReply(z.array(adminMenuNodeSchema));

export const staffMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffMenuApi.menu, { tags: ['admin'], summary: '导航菜单（全部，含停用）' }, async () =>
    ok(await getMenuTree(app.db)),
  );

  serve(
    app,
    staffMenuApi.menuSave,
    { tags: ['admin'], summary: '新增（无 id）或修改菜单：名称、链接、图标、上级、排序、启用' },
    async (request) => ok(await saveMenuItem(app.db, actorOf(request), request.body, app.clock.now()), '菜单已保存'),
  );

  serve(app, staffMenuApi.menuDelete, { tags: ['admin'], summary: '删除菜单（连同子菜单）' }, async (request) =>
    ok(await removeMenuItem(app.db, actorOf(request), request.body.id, app.clock.now()), '菜单已删除'),
  );

  serve(
    app,
    staffMenuApi.menuReorder,
    { tags: ['admin'], summary: '调整同级菜单顺序（parentId 为空时为一级菜单）' },
    async (request) =>
      ok(await reorderMenu(app.db, actorOf(request), request.body.parentId, request.body.ids, app.clock.now()), '顺序已保存'),
  );
};
