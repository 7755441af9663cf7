import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app at `/`: hashed assets cached for a year, index.html always revalidated, text
 * files from the `.br`/`.gz` copies the build writes beside them when the browser accepts them.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const index = path.join(opts.root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root: opts.root }, 'web app build missing; run `npm run build`');
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('Web app not built: run `npm run build`, or `npm start` which builds it.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    // Files are looked up per request, so a rebuild while the server runs is served at once.
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vary on every file: the pre-compressed copy is chosen by Accept-Encoding.
      res.setHeader('vary', 'accept-encoding');
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
});
