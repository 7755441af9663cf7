import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

describe('server start-up', () => {
  it('stops at boot on malformed configuration, naming every bad key', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', CATALOG_SIZE: 'lots' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    for (const key of ['PORT', 'DATABASE_URL', 'CATALOG_SIZE']) expect(result.stderr).toContain(key);
  });
});
