import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { earlyRequestsScript } from './src/app/early-requests';
import { routeDeclarations } from './vite/route-declarations';

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, so the server sends them compressed
 * (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'daigou-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
      }
    },
  };
}

/**
 * PrimeReact's Lara theme paints buttons, tags and text buttons in Tailwind's 500 shades (#3B82F6 blue,
 * #22C55E green, #F97316 orange…): white on them, or them on white, is 2.3–3.8:1, under WCAG AA's 4.5:1
 * (issue 13, decision 046). One swap of the whole palette where the theme is loaded — each severity moves
 * to its 700 shade (its hover and pressed shades one step darker with it), blue to the shop's brand
 * #1D4ED8 — keeps every PrimeReact component readable without a rule per screen.
 */
const THEME_COLOURS: Record<string, string> = {
  // primary (brand blue): base, hover; pressed stays #1D4ED8 (also the theme's highlight text)
  '#3B82F6': '#1D4ED8',
  '#2563EB': '#1E40AF',
  // danger
  '#EF4444': '#DC2626',
  '#DC2626': '#B91C1C',
  '#B91C1C': '#991B1B',
  // success
  '#22C55E': '#15803D',
  '#16A34A': '#166534',
  '#15803D': '#14532D',
  // warning
  '#F97316': '#C2410C',
  '#EA580C': '#9A3412',
  '#C2410C': '#7C2D12',
  // info
  '#0EA5E9': '#0369A1',
  '#0284C7': '#075985',
  '#0369A1': '#0C4A6E',
  // help
  '#A855F7': '#7E22CE',
  '#9333EA': '#6B21A8',
  '#7E22CE': '#581C87',
  // secondary
  '#64748B': '#475569',
  '#475569': '#334155',
  '#334155': '#1E293B',
};

function accessibleTheme(): Plugin {
  return {
    name: 'daigou-accessible-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css/.test(id)) return null;
      return code.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => THEME_COLOURS[hex.toUpperCase()] ?? hex);
    },
  };
}

/**
 * The first screens of a visit, by the hash path they open at: the route's module, and whether its screen
 * loads PrimeReact's setup with it (route-tree's `withPrime`: every screen not marked `plain`).
 */
const FIRST_SCREENS: { path: RegExp; module: string; prime: boolean }[] = [
  { path: /^\/?$/, module: 'src/app/routes/home.tsx', prime: false },
  { path: /^\/search\/?$/, module: 'src/app/routes/search.tsx', prime: false },
  { path: /^\/searchByPage\/?$/, module: 'src/app/routes/search-by-page.tsx', prime: false },
  { path: /^\/categories\/?$/, module: 'src/app/routes/categories.tsx', prime: false },
  { path: /^\/shop\/product\/[^/]+\/?$/, module: 'src/app/routes/product.tsx', prime: false },
];

/** The entry's stylesheet (Vite names it after the entry, index.html's `index`). */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/;

/**
 * index.html, built for a first visit on a phone (issue 13 point 7, decision 056):
 * - the entry's stylesheet is inlined (it styles the shell painted before any script), so the first paint
 *   waits for no other request;
 * - a small inline script reads the hash, asks the first screen's calls and preloads its largest image
 *   (app/early-requests.ts), then asks for the opened route's chunk and what it imports (`modulepreload`,
 *   its stylesheets as `stylesheet` links, which a script's insertion does not make render-blocking): they
 *   download beside the entry instead of after it ran, and a stylesheet is read when it arrives, not inside the
 *   router's first task when the route's chunk is imported (Vite's loader finds the link there and adds none;
 *   issue 28 §6). The data goes first,
 *   so its calls take the first of a phone's six connections.
 */
function firstScreenHtml(): Plugin {
  return {
    name: 'daigou-first-screen-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        // The chunk holding a module (a route's may sit in a merged chunk, experimentalMinChunkSize; a module is in one chunk).
        const byModule = (module: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
        const closure = (start: OutputChunk[]) => {
          const js = new Set<string>();
          const css = new Set<string>();
          const queue = [...start];
          while (queue.length) {
            const chunk = queue.pop() as OutputChunk;
            if (chunk === entry || js.has(chunk.fileName)) continue;
            js.add(chunk.fileName);
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            for (const file of chunk.imports) {
              const next = bundle[file];
              if (next?.type === 'chunk') queue.push(next);
            }
          }
          return { js: [...js], css: [...css] };
        };
        const prime = byModule('src/app/prime-setup.ts');
        const table = FIRST_SCREENS.map(({ path, module, prime: withPrime }) => {
          const route = byModule(module);
          if (!route) throw new Error(`first screen ${module}: no chunk`);
          const files = closure(withPrime && prime ? [route, prime] : [route]);
          return [path.source, files.js, files.css] as const;
        });
        const script = `(function(){var p=(location.hash.slice(1).split('?')[0])||'/',t=${JSON.stringify(table)};for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){var h=document.head,a=function(r,f){var l=document.createElement('link');l.rel=r;l.href='/'+f;l.crossOrigin='';h.appendChild(l)};t[i][1].forEach(function(f){a('modulepreload',f)});t[i][2].forEach(function(f){a('stylesheet',f)});break}})()`;
        let out = html.replace('</title>', `</title>\n    <script>${earlyRequestsScript()};${script}</script>`);
        out = out.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          if (!ENTRY_CSS.test(file)) return tag;
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          // The disabled <link> is never applied: it tells Vite's loader, when a lazy chunk lists the entry's
          // stylesheet among its dependencies, that the page has it (a second copy, later in the page, would
          // win over the screens' own rules).
          return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
        });
        return out;
      },
    },
  };
}

/**
 * react-router 7 exports only its development build, where `ENABLE_DEV_WARNINGS` is on
 * (remix-run/react-router#14102): the build takes the production build shipped beside it, which differs in that
 * flag alone, so no production page pays for development warnings.
 */
function reactRouterProduction(): Plugin {
  const development = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = path.join(development, '..', 'production', 'index.mjs');
  return {
    name: 'daigou-react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

const CONSOLE_MODULE = /\/src\/(components\/console|lib\/console|features\/staff-[\w-]+|app\/routes\/admin)\//;

/** Marks the console's modules as having effects, so no chunk merge puts them where members load them (decision 107). */
function consoleApart(): Plugin {
  return {
    name: 'daigou-console-apart',
    apply: 'build',
    transform(code, id) {
      return CONSOLE_MODULE.test(id) ? { code, map: null, moduleSideEffects: 'no-treeshake' } : null;
    },
  };
}

/**
 * primeicons' font is `font-display: block` (icons invisible up to 3 s while it loads); swap shows the rest
 * of the text at once and the icons when the font is there.
 */
function primeiconsSwap(): Plugin {
  return {
    name: 'daigou-primeicons-swap',
    enforce: 'pre',
    transform(code, id) {
      if (!/primeicons\/primeicons\.css/.test(id)) return null;
      return code.replace('font-display: block', 'font-display: swap');
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    accessibleTheme(),
    primeiconsSwap(),
    routeDeclarations(),
    consoleApart(),
    react(),
    firstScreenHtml(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/static': 'http://localhost:8080',
      '/img': 'http://localhost:8080',
      '/data': 'http://localhost:8080',
      '/pay': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Shared chunks under 10 kB are merged into one loaded under the same conditions: the item page's first visit asks
    // 5 scripts, not 18 (decision 107); consoleApart() keeps the console's code out of every merge.
    rollupOptions: { output: { experimentalMinChunkSize: 10_000 } },
  },
});
