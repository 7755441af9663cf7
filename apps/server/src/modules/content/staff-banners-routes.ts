import {
  adminBannerSaveBodySchema,
  adminBannerSchema,
  apiReply,
  idBodySchema,
  reorderBodySchema,
  uploadedImageSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { storeImage } from '../images/image-service';
import { listBanners, removeBanner, reorderBanners, saveBanner } from './staff-banners-service';

export const staffBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/banners',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '轮播图（全部，含停用）', response: { 200: apiReply(z.array(adminBannerSchema)) } },
    },
    async () => ok(await listBanners(app.db)),
  );

  app.post(
    '/api/admin/banners/upload',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '上传轮播图片（multipart，一个文件，≤ 5 MB，JPG/PNG/WebP/GIF，重新编码为 WebP）',
        consumes: ['multipart/form-data'],
        response: { 200: apiReply(uploadedImageSchema) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMAGE_UPLOAD);
      const image = await storeImage(app.db, actorOf(request), 'banner', upload, app.clock.now());
      return ok({ img: image.img, width: image.width, height: image.height }, '图片已上传');
    },
  );

  app.post(
    '/api/admin/banners/save',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '新增（无 id）或修改轮播图：图片、跳转链接、排序、启用',
        body: adminBannerSaveBodySchema,
        response: { 200: apiReply(adminBannerSchema) },
      },
    },
    async (request) => ok(await saveBanner(app.db, actorOf(request), request.body, app.clock.now()), '轮播图已保存'),
  );

  app.post(
    '/api/admin/banners/delete',
    {
      onRequest: requireOperator,
      schema: { tags: ['admin'], summary: '删除轮播图', body: idBodySchema, response: { 200: apiReply(z.null()) } },
    },
    async (request) => {
      await removeBanner(app.db, actorOf(request), request.body.id, app.clock.now());
      return ok(null, '轮播图已删除');
    },
  );

  app.post(
    '/api/admin/banners/reorder',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '调整轮播图顺序（ids：全部轮播图的新顺序）',
        body: reorderBodySchema,
        response: { 200: apiReply(z.array(adminBannerSchema)) },
      },
    },
    async (request) => ok(await reorderBanners(app.db, actorOf(request), request.body.ids, app.clock.now()), '顺序已保存'),
  );
};
