import { STORED_IMAGE_PATH } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { readStoredImage } from './image-service';

/** Public: uploaded banners and inspection photos (addresses are random and change with every upload). */
export const storedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${STORED_IMAGE_PATH}:file`,
    {
      schema: {
        tags: ['home'],
        summary: '上传的图片（轮播图、验货照片；地址随上传而变，可长期缓存）',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.webp$/) }),
      },
    },
    async (request, reply) => {
      const image = await readStoredImage(app.db, request.params.file.replace(/\.webp$/, ''));
      if (!image) throw notFound('图片不存在');
      return reply
        .header('content-type', image.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.content));
    },
  );
};
