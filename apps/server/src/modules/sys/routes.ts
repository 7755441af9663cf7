import { sysApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { displayCacheMs } from '../../lib/ttl-cache';
import { getMenu } from './menu-service';
import { getDisplayedSetting, SETTINGS_DISPLAY_MS } from './settings-service';

export const sysRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheMs = displayCacheMs(app.config.NODE_ENV, SETTINGS_DISPLAY_MS);
  serve(app, sysApi.sysConfig, { tags: ['sys'], summary: '系统配置' }, async () => {
    const [site, fees, storage] = await Promise.all([
      getDisplayedSetting(app.db, 'site', cacheMs),
      getDisplayedSetting(app.db, 'fees', cacheMs),
      getDisplayedSetting(app.db, 'storage', cacheMs),
    ]);
    return ok({ ...site, fees, storage });
  });

  serve(app, sysApi.sysMenuList, { tags: ['sys'], summary: '导航菜单' }, async () => ok(await getMenu(app.db)));

  serve(app, sysApi.indexRate, { tags: ['sys'], summary: '汇率（每 1 日元合多少人民币）' }, async () =>
    ok(await getDisplayedSetting(app.db, 'rates', cacheMs)),
  );
};
