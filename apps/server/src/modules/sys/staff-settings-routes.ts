import {
  adminFeesBodySchema,
  adminRatesBodySchema,
  adminSettingsSchema,
  adminSiteBodySchema,
  apiReply,
  feesSchema,
  rateSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { getAdminSettings, updateSetting } from './staff-settings-service';

const siteSchema = z.object({ searchPage: z.string(), home_url: z.string(), wechat_work: z.string() });

export const staffSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '汇率、费用与系统配置', response: { 200: apiReply(adminSettingsSchema) } },
    },
    async () => ok(await getAdminSettings(app.db)),
  );

  app.post(
    '/api/admin/settings/rates',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '修改汇率（WechatRate、AliRate：每 1 日元合多少人民币）',
        body: adminRatesBodySchema,
        response: { 200: apiReply(rateSchema) },
      },
    },
    async (request) => ok(await updateSetting(app.db, actorOf(request), 'rates', request.body, app.clock.now()), '汇率已更新'),
  );

  app.post(
    '/api/admin/settings/fees',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '修改费用（serviceFee、inspectionFee，日元）',
        body: adminFeesBodySchema,
        response: { 200: apiReply(feesSchema) },
      },
    },
    async (request) => ok(await updateSetting(app.db, actorOf(request), 'fees', request.body, app.clock.now()), '费用已更新'),
  );

  app.post(
    '/api/admin/settings/site',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '修改系统配置（searchPage、home_url、wechat_work）',
        body: adminSiteBodySchema,
        response: { 200: apiReply(siteSchema) },
      },
    },
    async (request) => ok(await updateSetting(app.db, actorOf(request), 'site', request.body, app.clock.now()), '系统配置已更新'),
  );
};
