import { staffSettingsApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { getAdminSettings, updateSetting } from './staff-settings-service';

const _siteSchema = z.object({ searchPage: z.string(), home_url: z.string(), wechat_work: z.string() });

export const staffSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffSettingsApi.settings, { tags: ['admin'], summary: '汇率、费用与系统配置' }, async () =>
    ok(await getAdminSettings(app.db)),
  );

  serve(
    app,
    staffSettingsApi.settingsRates,
    { tags: ['admin'], summary: '修改汇率（WechatRate、AliRate：每 1 日元合多少人民币）' },
    async (request) => ok(await updateSetting(app.db, actorOf(request), 'rates', request.body, app.clock.now()), '汇率已更新'),
  );

  serve(
    app,
    staffSettingsApi.settingsFees,
    { tags: ['admin'], summary: '修改费用（serviceFee、inspectionFee，日元）' },
    async (request) => ok(await updateSetting(app.db, actorOf(request), 'fees', request.body, app.clock.now()), '费用已更新'),
  );

  serve(
    app,
    staffSettingsApi.settingsSite,
    { tags: ['admin'], summary: '修改系统配置（searchPage、home_url、wechat_work）' },
    async (request) => ok(await updateSetting(app.db, actorOf(request), 'site', request.body, app.clock.now()), '系统配置已更新'),
  );
};
