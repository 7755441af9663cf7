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
          setupFiles: ['src/testing/setup.ts'],
          // A component test waits for the router and lazy chunks; on a loaded 2-core machine that can take
          // several seconds, so no test may lean on Vitest's 5 s default (issue 25, item 15).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    maxWorkers: 2,
  },
});
