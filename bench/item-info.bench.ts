/**
 * Item detail throughput (quality.md): autocannon -c100 -p1 for 10 s against GET /api/goods/itemInfo on a
 * 5,000-item SQLite catalogue, and against a bare Fastify JSON route in the same run (same process kind,
 * same machine). Bars: ≥ 50% of the bare route's requests per second; p99 ≤ 10 ms. The servers run in a
 * child process so the load generator does not share their event loop. For context it also loads the same
 * app's cheapest JSON route (/data/search_option.json: no database), the ceiling the shared plugin stack
 * (helmet, cookies, session, CSRF, response serialisation) leaves any route. Prints one JSON line. The CPU
 * per request against the bare route (quality.md's bar) is cpu.bench.ts.
 */
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { startServer } from './bench-servers';

const DURATION = Number(process.env.ITEM_BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

async function load(port: number, paths: string[]) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION,
    requests: [
      { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[next++ % paths.length] }) },
    ],
  });
  return {
    rps: Math.round(result.requests.average as number),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const bare = await startServer('bare');
const bareResult = await load(bare.port, ['/bare']);
bare.stop();
const app = await startServer('app');
await load(
  app.port,
  app.itemIds.slice(0, 20).map((id) => `/api/goods/itemInfo?itemId=${id}`),
); // warm-up is not reported
const appResult = await load(
  app.port,
  app.itemIds.map((id) => `/api/goods/itemInfo?itemId=${id}`),
);
// For context: the same app's cheapest JSON route (no database), i.e. the shared plugin stack's ceiling.
const staticResult = await load(app.port, ['/data/search_option.json']);
app.stop();
const ratio = Math.round((appResult.rps / bareResult.rps) * 1000) / 1000;
console.log(
  JSON.stringify({
    bench: 'item-info',
    catalogue: 5_000,
    connections: CONNECTIONS,
    seconds: DURATION,
    bare: bareResult,
    itemInfo: appResult,
    ratio,
    appStaticRoute: { ...staticResult, ratio: Math.round((staticResult.rps / bareResult.rps) * 1000) / 1000 },
    bars: { ratio: 0.5, p99Ms: 10 },
    pass: ratio >= 0.5 && appResult.p99Ms <= 10 && appResult.non2xx === 0,
  }),
);
