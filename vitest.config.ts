import { configDefaults, defineConfig } from 'vitest/config';

/** One Vitest run for unit and integration tests of every package. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests: generous limits so a busy machine makes them slower, never red.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Two real instances behind a load balancer: `npm run test:cluster` (vitest.cluster.config.ts).
          exclude: [...configDefaults.exclude, 'test/cluster/**'],
          environment: 'node',
          // scrypt-heavy tests (eleven logins at N=2^17) need well over 30 s on a loaded 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Not isolated (the forks pool below): one module graph per worker, not per file.
          pool: 'forks',
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Isolated per file (their own pool): the web tests register hosts and stub globals per file.
          pool: 'threads',
          setupFiles: ['src/testing/setup.ts'],
          // A component test waits for the router and lazy chunks; on a loaded 2-core machine that can take
          // several seconds, so no test may lean on Vitest's 5 s default (issue 25, item 15).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    maxWorkers: 2,
    // The forks pool (server and contract) runs files without isolation: one module graph per worker, not per
    // file. Importing the app for each of ~115 server files cost ~250 s of the server run's 360 s (collect);
    // shared, 24 s of 192 s. Each file still makes its own database and app, and no server test mocks modules or
    // leans on module state. Vitest sets isolation per pool, not per project, so the web runs in threads.
    poolOptions: { forks: { isolate: false } },
  },
});
