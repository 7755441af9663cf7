import { z } from 'zod';
import { adminMenuNodeSchema, adminMenuReorderBodySchema, adminMenuSaveBodySchema, idBodySchema } from '../admin';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/sys/staff-menu-routes.ts. */
export const menu = getRoute('/api/admin/menu', { data: z.array(adminMenuNodeSchema) });

export const menuSave = postRoute(
  '/api/admin/menu/save',
  { body: adminMenuSaveBodySchema, data: z.array(adminMenuNodeSchema) },
  'json',
);

export const menuDelete = postRoute('/api/admin/menu/delete', { body: idBodySchema, data: z.array(adminMenuNodeSchema) }, 'json');

export const menuReorder = postRoute(
  '/api/admin/menu/reorder',
  { body: adminMenuReorderBodySchema, data: z.array(adminMenuNodeSchema) },
  'json',
);
