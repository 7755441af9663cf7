import { staffBannerApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { storeImage } from '../images/image-service';
import { listBanners, removeBanner, reorderBanners, saveBanner } from './staff-banners-service';

export const staffBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffBannerApi.banners, { tags: ['admin'], summary: '轮播图（全部，含停用）' }, async () =>
    ok(await listBanners(app.db)),
  );

  serve(
    app,
    staffBannerApi.bannersUpload,
    {
      tags: ['admin'],
      summary: '上传轮播图片（multipart，一个文件，≤ 5 MB，JPG/PNG/WebP/GIF，重新编码为 WebP）',
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const upload = await readUpload(request, IMAGE_UPLOAD);
      const image = await storeImage(app.db, actorOf(request), 'banner', upload, app.clock.now());
      return ok({ img: image.img, width: image.width, height: image.height }, '图片已上传');
    },
  );

  serve(
    app,
    staffBannerApi.bannersSave,
    { tags: ['admin'], summary: '新增（无 id）或修改轮播图：图片、跳转链接、排序、启用' },
    async (request) => ok(await saveBanner(app.db, actorOf(request), request.body, app.clock.now()), '轮播图已保存'),
  );

  serve(app, staffBannerApi.bannersDelete, { tags: ['admin'], summary: '删除轮播图' }, async (request) => {
    await removeBanner(app.db, actorOf(request), request.body.id, app.clock.now());
    return ok(null, '轮播图已删除');
  });

  serve(
    app,
    staffBannerApi.bannersReorder,
    { tags: ['admin'], summary: '调整轮播图顺序（ids：全部轮播图的新顺序）' },
    async (request) => ok(await reorderBanners(app.db, actorOf(request), request.body.ids, app.clock.now()), '顺序已保存'),
  );
};
