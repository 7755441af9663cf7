import { z } from 'zod';
import { adminBannerSaveBodySchema, adminBannerSchema, idBodySchema, reorderBodySchema, uploadedImageSchema } from '../admin';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/content/staff-banners-routes.ts. */
export const banners = getRoute('/api/admin/banners', { data: z.array(adminBannerSchema) });

export const bannersUpload = postRoute('/api/admin/banners/upload', { data: uploadedImageSchema }, 'multipart');

export const bannersSave = postRoute(
  '/api/admin/banners/save',
  { body: adminBannerSaveBodySchema, data: adminBannerSchema },
  'json',
);

export const bannersDelete = postRoute('/api/admin/banners/delete', { body: idBodySchema, data: z.null() }, 'json');

export const bannersReorder = postRoute(
  '/api/admin/banners/reorder',
  { body: reorderBodySchema, data: z.array(adminBannerSchema) },
  'json',
);
