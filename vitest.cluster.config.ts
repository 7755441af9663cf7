import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: two real server instances on one fresh PostgreSQL database and one Redis behind a real
 * HAProxy (decision 019). Kept out of `npm test`: it needs PostgreSQL, Redis and the load balancer.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: 'apps/server',
    include: ['test/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
