import { z } from 'zod';
import { menuItemSchema, rateSchema, sysConfigSchema } from '../sys';
import { getRoute } from './define-route';

/** The routes the server registers in modules/sys/routes.ts. */
export const sysConfig = getRoute('/api/sys/config', { data: sysConfigSchema });

export const sysMenuList = getRoute('/api/SysMenuList', { data: z.array(menuItemSchema) });

export const indexRate = getRoute('/api/index/rate', { data: rateSchema });
