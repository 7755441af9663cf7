import { apiReply, menuItemSchema, rateSchema, sysConfigSchema } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { displayCacheMs } from '../../lib/ttl-cache';
import { getMenu } from './menu-service';
import { getDisplayedSetting, SETTINGS_DISPLAY_MS } from './settings-service';

export const sysRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheMs = displayCacheMs(app.config.NODE_ENV, SETTINGS_DISPLAY_MS);
  app.get(
    '/api/sys/config',
    { schema: { tags: ['sys'], summary: '系统配置', response: { 200: apiReply(sysConfigSchema) } } },
    async () => {
      const [site, fees, storage] = await Promise.all([
        getDisplayedSetting(app.db, 'site', cacheMs),
        getDisplayedSetting(app.db, 'fees', cacheMs),
        getDisplayedSetting(app.db, 'storage', cacheMs),
      ]);
      return ok({ ...site, fees, storage });
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
    async () => ok(await getDisplayedSetting(app.db, 'rates', cacheMs)),
  );
};
