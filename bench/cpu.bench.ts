/**
 * Server CPU per request (quality.md): the server process's user + system time over a fixed number of
 * keep-alive requests, divided by the requests completed — robust on a shared machine, where wall-clock
 * throughput depends on what else runs. The real app runs as in production (NODE_ENV=production, the
 * production logger at info to stdout, a 5,000-item SQLite catalogue); beside it, in the same run, a bare
 * Fastify route returning a small JSON. Each round loads bare, item detail (500 items), search (the 200
 * mixed Japanese/Chinese searches of search.bench: filters, sorts, deeper pages), rates and config in
 * turn; the figures are medians over the rounds, and each ratio is the median of the per-round ratios to
 * that round's bare figure. Bars: item detail ≤ 2× bare (goal 1.5×),
 * rates and config ≤ 1.5×, search ≤ 1,000 µs. Prints one JSON line.
 * The load comes from 20,000 client addresses behind a trusted balancer (X-Forwarded-For, TRUST_PROXY=1),
 * with the per-address rate limits at their production values.
 * CPU_BENCH_ROUNDS (default 5) and CPU_BENCH_SCALE (request counts ×, default 1) change the run;
 * CPU_BENCH_PROFILE=<folder> then loads each target once more under the V8 sampling profiler and writes
 * `<target>.cpuprofile` there (not counted in the figures).
 * CPU_BENCH_BASE=<folder> (another build's `apps/server/src`, e.g. a base commit unpacked with its
 * node_modules linked) runs that build too, as a second server in the same run: each app target is loaded on
 * both, in alternating order round by round, and the JSON carries `base` beside the figures (a paired run).
 */
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { type BenchServer, startServer } from './bench-servers';
import { searchPath, searchQueries } from './search-queries';

const ROUNDS = Number(process.env.CPU_BENCH_ROUNDS ?? 5);
const SCALE = Number(process.env.CPU_BENCH_SCALE ?? 1);
const PROFILE_DIR = process.env.CPU_BENCH_PROFILE;
const BASE = process.env.CPU_BENCH_BASE;
const CONNECTIONS = 10;
/**
 * quality.md's load: 20,000 client addresses behind a trusted balancer. Every request (to the bare server
 * too, so both parse the same headers) carries X-Forwarded-For with the next of 20,000 addresses; the app
 * runs with TRUST_PROXY=1, so its per-address limits key on them at their production value.
 */
const ADDRESSES = 20_000;
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let nextAddress = 0;

interface Target {
  name: 'bare' | 'itemInfo' | 'search' | 'rates' | 'config';
  server: 'bare' | 'app';
  requests: number;
  paths: (app: BenchServer) => string[];
}

const TARGETS: Target[] = [
  { name: 'bare', server: 'bare', requests: 20_000, paths: () => ['/bare'] },
  {
    name: 'itemInfo',
    server: 'app',
    requests: 10_000,
    paths: (app) => app.itemIds.map((id) => `/api/goods/itemInfo?itemId=${id}`),
  },
  {
    name: 'search',
    server: 'app',
    requests: 2_000,
    paths: (app) => searchQueries(200, app.categoryIds).map(searchPath),
  },
  { name: 'rates', server: 'app', requests: 20_000, paths: () => ['/api/index/rate'] },
  { name: 'config', server: 'app', requests: 20_000, paths: () => ['/api/sys/config'] },
];

/** Loads `paths` in turn for `amount` requests; the server's CPU µs per completed request. */
async function cpuPerRequest(server: BenchServer, paths: string[], amount: number) {
  let next = 0;
  const before = await server.cpuMicros();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: CONNECTIONS,
    pipelining: 1,
    amount,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          path: paths[next++ % paths.length],
          headers: { ...(req.headers as Record<string, string>), 'x-forwarded-for': addressOf(nextAddress++ % ADDRESSES) },
        }),
      },
    ],
  });
  const after = await server.cpuMicros();
  const completed = result.requests.total as number;
  if (result.non2xx || result.errors) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { micros: (after - before) / completed, p99Ms: result.latency.p99 as number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

const servers = {
  bare: await startServer('bare'),
  app: await startServer('app', { productionLogging: true, addresses: 'balancer' }),
};
const base = BASE ? await startServer('app', { productionLogging: true, addresses: 'balancer', source: BASE }) : undefined;

/** Medians of the rounds' figures and of their ratios to the same round's bare figure. */
function summary(micros: Record<string, number[]>, ratios: Record<string, number[]>, p99: Record<string, number[]>) {
  return Object.fromEntries(
    Object.keys(micros).map((name) => [
      name,
      {
        cpuMicrosPerRequest: round1(median(micros[name])),
        ratioToBare: round2(median(ratios[name])),
        runs: micros[name].map(round1),
        p99Ms: median(p99[name]),
      },
    ]),
  );
}

try {
  // Warm-up (JIT, statement cache, display caches), not reported.
  for (const t of TARGETS) {
    await cpuPerRequest(servers[t.server], t.paths(servers.app), Math.ceil(t.requests / 4));
    if (base && t.server === 'app') await cpuPerRequest(base, t.paths(base), Math.ceil(t.requests / 4));
  }
  const empty = () => Object.fromEntries(TARGETS.map((t) => [t.name, [] as number[]]));
  const [micros, ratios, p99] = [empty(), empty(), empty()];
  const [baseMicros, baseRatios, baseP99] = [empty(), empty(), empty()];
  for (let round = 0; round < ROUNDS; round++) {
    let bare = 0;
    for (const t of TARGETS) {
      const runs: Array<{ server: BenchServer; into: Array<Record<string, number[]>> }> = [
        { server: servers[t.server], into: [micros, ratios, p99] },
      ];
      // The base build beside the new one, first in every other round so neither always follows the other.
      if (base && t.server === 'app')
        runs[round % 2 ? 'push' : 'unshift']({ server: base, into: [baseMicros, baseRatios, baseP99] });
      for (const run of runs) {
        const m = await cpuPerRequest(
          run.server,
          t.paths(run.server.kind === 'app' ? run.server : servers.app),
          Math.round(t.requests * SCALE),
        );
        if (t.name === 'bare') bare = m.micros;
        run.into[0][t.name].push(m.micros);
        run.into[1][t.name].push(m.micros / bare);
        run.into[2][t.name].push(m.p99Ms);
      }
    }
  }
  const figures = summary(micros, ratios, p99);
  const baseFigures = base ? summary(baseMicros, baseRatios, baseP99) : undefined;
  if (baseFigures) baseFigures.bare = figures.bare;
  if (PROFILE_DIR) {
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    for (const t of TARGETS) {
      const server = servers[t.server];
      await server.startProfile();
      await cpuPerRequest(server, t.paths(servers.app), Math.round(t.requests * SCALE));
      await server.stopProfile(path.resolve(PROFILE_DIR, `${t.name}.cpuprofile`));
    }
  }
  const bars = { itemInfoRatio: 2, itemInfoGoalRatio: 1.5, ratesRatio: 1.5, configRatio: 1.5, searchMicros: 1_000 };
  const pass =
    figures.itemInfo.ratioToBare <= bars.itemInfoRatio &&
    figures.rates.ratioToBare <= bars.ratesRatio &&
    figures.config.ratioToBare <= bars.configRatio &&
    figures.search.cpuMicrosPerRequest <= bars.searchMicros;
  console.log(
    JSON.stringify({
      bench: 'cpu',
      catalogue: 5_000,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      ...figures,
      bars,
      pass,
      ...(baseFigures ? { base: baseFigures } : {}),
    }),
  );
} finally {
  servers.bare.stop();
  servers.app.stop();
  base?.stop();
}
