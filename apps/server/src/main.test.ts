import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

  it('on PostgreSQL without ID_NUMBER_KEY stops at boot, naming it (decision 060)', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ID_NUMBER_KEY: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ID_NUMBER_KEY: required with PostgreSQL');
  });

  it('a first start on SQLite without ID_NUMBER_KEY generates data/id-number.key (0600) beside the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-main-'));
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: `file:${path.join(dir, 'data', 'daigou.sqlite')}`,
        ID_NUMBER_KEY: '',
        HOST: '127.0.0.1',
        PORT: '0',
        CATALOG_SIZE: '10',
        SEED_DEMO: '0',
        JOBS: '0',
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server in a child, and both are stopped together.
      detached: true,
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes('is running at')) resolve();
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const file = path.join(dir, 'data', 'id-number.key');
      expect(output).toContain(`Generated the ID-number key in ${file}`);
      expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
