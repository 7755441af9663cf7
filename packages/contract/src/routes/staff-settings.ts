import { z } from 'zod';
import { adminFeesBodySchema, adminRatesBodySchema, adminSettingsSchema, adminSiteBodySchema } from '../admin';
import { feesSchema, rateSchema } from '../sys';
import { getRoute, postRoute } from './define-route';

const siteSchema = z.object({ searchPage: z.string(), home_url: z.string(), wechat_work: z.string() });

/** The routes the server registers in modules/sys/staff-settings-routes.ts. */
export const settings = getRoute('/api/admin/settings', { data: adminSettingsSchema });

export const settingsRates = postRoute('/api/admin/settings/rates', { body: adminRatesBodySchema, data: rateSchema }, 'json');

export const settingsFees = postRoute('/api/admin/settings/fees', { body: adminFeesBodySchema, data: feesSchema }, 'json');

export const settingsSite = postRoute('/api/admin/settings/site', { body: adminSiteBodySchema, data: siteSchema }, 'json');
