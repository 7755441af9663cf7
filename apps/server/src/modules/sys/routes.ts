import { apiReply, menuItemSchema, rateSchema, sysConfigSchema } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { getMenu } from './menu-service';
import { getSetting } from './settings-service';

export const sysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sys/config',
    { schema: { tags: ['sys'], summary: '系统配置', response: { 200: apiReply(sysConfigSchema) } } },
    async () => {
      const [site, fees] = await Promise.all([getSetting(app.db, 'site'), getSetting(app.db, 'fees')]);
      return ok({ ...site, fees });
    },
  );

  app.get(
    '/api/SysMenuList',
    { schema: { tags: ['sys'], summary: '导航菜单', response: { 200: apiReply(z.array(menuItemSchema)) } } },
    async () => ok(await getMenu(app.db)),
  );

  app.get(
    '/api/index/rate',
    { schema: { tags: ['sys'], summary: '汇率（每 1 日元合多少人民币）', response: { 200: apiReply(rateSchema) } } },
    async () => ok(await getSetting(app.db, 'rates')),
  );
};
