import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Files the server ships (default banners, default avatar, static data) under /static/. */
export const publicFilesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: path.resolve(import.meta.dirname, '../../public'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });
});
