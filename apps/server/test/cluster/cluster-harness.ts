import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createDatabase, type DbHandle } from '../../src/db/database';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Two real server processes started together on one fresh PostgreSQL database and one Redis (a key prefix of
 * their own), behind a real HAProxy (round robin) on a port picked here, with its configuration written to a
 * temporary folder. `npm run test:cluster` (decision 019).
 */
export interface Cluster {
  /** The load balancer's address: what members use. */
  lb: string;
  /** Each instance directly (a test convenience; in production only the load balancer is reachable). */
  instances: [string, string];
  /** The shared database, for assertions. */
  database: DbHandle;
  redisPrefix: string;
  /** Recent output of each process, for failure messages. */
  output(): string;
  /**
   * Sends a signal to instance 0 or 1's `npm start` process (as `docker stop` does), or to its whole process
   * group (as systemd and Ctrl-C do); answers its exit code.
   */
  signal(instance: 0 | 1, signal: NodeJS.Signals, to?: 'process' | 'group'): Promise<number | null>;
  stop(): Promise<void>;
}

const PG_URL = process.env.TEST_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLUSTER_ID_NUMBER_KEY = 'c1'.repeat(32);
/** The Debian package puts it in /usr/sbin, which is not on every user's PATH. */
const HAPROXY =
  process.env.HAPROXY_BIN ??
  (spawnSync('haproxy', ['-v']).error && fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, alive: () => string | null, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const dead = alive();
    if (dead) throw new Error(dead);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function haproxyConfig(lbPort: number, ports: number[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  # Appends the client's address to X-Forwarded-For; the servers trust this one hop (TRUST_PROXY=1).
  option forwardfor
  # The README's example: timeouts, retries and redispatch for an instance that stops (decision 064).
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend daigou
  bind 127.0.0.1:${lbPort}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header X-Served-By %s
  default-server check inter 1s fall 2 rise 2
${ports.map((port, i) => `  server instance${i + 1} 127.0.0.1:${port}`).join('\n')}
`;
}

export async function startCluster(options: { catalogSize?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  if (spawnSync(HAPROXY, ['-v']).error) {
    throw new Error(`${HAPROXY} not found: install the load balancer (apt-get install -y haproxy) or set HAPROXY_BIN`);
  }
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-cluster-'));
  const dbName = `daigou_cluster_${run}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const target = new URL(PG_URL);
  target.pathname = `/${dbName}`;
  const databaseUrl = target.toString();
  const redisPrefix = `daigou-cluster-${run}:`;

  const [lbPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
  const logs = new Map<string, string>();
  const keep = (name: string) => (chunk: Buffer) => logs.set(name, ((logs.get(name) ?? '') + chunk.toString()).slice(-8_000));
  const processes: Array<{ name: string; child: ChildProcess }> = [];
  const exited = new Map<string, number | null>();
  const track = (name: string, child: ChildProcess) => {
    child.stdout?.on('data', keep(name));
    child.stderr?.on('data', keep(name));
    child.on('exit', (code) => exited.set(name, code));
    processes.push({ name, child });
  };

  // Both instances at the same moment, on the fresh database, each as `npm start` runs it (scripts/start.mjs).
  const instanceProcesses: ChildProcess[] = [];
  ports.forEach((port, i) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        // One key shared by both instances, as production needs (decision 060).
        ID_NUMBER_KEY: CLUSTER_ID_NUMBER_KEY,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        JOBS: '1',
        CATALOG_SIZE: String(options.catalogSize ?? 300),
        SEED_DEMO: '1',
        SEED_OPERATOR_PASSWORD: 'admin12345',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dir, 'no-web-build'),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, as a service manager starts it.
      detached: true,
    });
    track(`instance${i + 1}`, child);
    instanceProcesses.push(child);
  });
  const output = () => [...logs].map(([name, text]) => `--- ${name}\n${text}`).join('\n');
  const dead = () => {
    for (const [name, code] of exited) return `${name} exited with code ${code}\n${output()}`;
    return null;
  };

  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(lbPort, ports));
  const database = createDatabase(databaseUrl, { poolSize: 4 });

  const stop = async () => {
    for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      processes.map(({ child }) => (child.exitCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve)))),
    );
    await database.close();
    const cleanup = new pg.Client({ connectionString: PG_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
    const redis = new Redis(REDIS_URL);
    for await (const keys of redis.scanStream({ match: `${redisPrefix}*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
    await redis.quit();
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const instances = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    await Promise.all(instances.map((base) => waitFor(`${base}/healthz`, dead, 150_000)));
    const lb = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    track('haproxy', lb);
    const lbBase = `http://127.0.0.1:${lbPort}`;
    await waitFor(`${lbBase}/healthz`, dead, 20_000);
    // Both servers marked up by the load balancer's own checks before the tests start.
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const response = await fetch(`${lbBase}/healthz`);
      seen.add(response.headers.get('x-served-by') ?? '');
      if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const signal = (instance: 0 | 1, name: NodeJS.Signals, to: 'process' | 'group' = 'process') => {
      const child = instanceProcesses[instance] as ChildProcess;
      const exit = new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) resolve(child.exitCode);
        else child.once('exit', (code) => resolve(code));
      });
      if (to === 'group') process.kill(-(child.pid as number), name);
      else child.kill(name);
      return exit;
    };
    return { lb: lbBase, instances, database, redisPrefix, output, signal, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
