import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The first path segments of the app's hash routes (spec §2 and the console). */
export const APP_ROUTE_ROOTS = [
  'login',
  'register',
  'brands',
  'categories',
  'search',
  'searchByPage',
  'shop',
  'seller',
  'order',
  'charge',
  'comments',
  'message',
  'guide',
  'users',
  'admin',
] as const;

/**
 * The CSP sources of index.html's inline scripts (the first screen's preload hints, decision 056): one
 * `'sha256-…'` per script, read again when the file changes (a rebuild while the server runs).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** Adds sources to a CSP's script-src (helmet's header, set for every response). */
export function allowScripts(csp: string, sources: string[]): string {
  if (sources.length === 0) return csp;
  return csp.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (_m, start: string, list: string) => `${start}script-src ${list} ${sources.join(' ')}`,
  );
}

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
  let hashes: { mtimeMs: number; sources: string[] } = { mtimeMs: -1, sources: [] };
  const indexScriptSources = () => {
    const mtimeMs = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== hashes.mtimeMs)
      hashes = { mtimeMs, sources: fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [] };
    return hashes.sources;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0];
    if (url !== '/' && url !== '/index.html') return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', allowScripts(csp, indexScriptSources()));
    return payload;
  });
  // A link shared without its hash (`/shop/product/x123`, `/login`) opens that screen instead of a 404:
  // the same path and query behind `/#`, always on this site.
  for (const root of APP_ROUTE_ROOTS) {
    for (const url of [`/${root}`, `/${root}/*`]) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => reply.redirect(`/#${request.url}`, 302));
    }
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
