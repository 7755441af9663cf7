import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLLECT_STATUS_BATCH } from '@daigou/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCollected } from './get-collect-status';

// A real HTTP server standing for /api/collect/status: items whose id ends in an odd digit are favourites.
const requests: string[][] = [];
let failNext = false;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const ids = (url.searchParams.get('itemIds') ?? '').split(',').filter(Boolean);
    requests.push(ids);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (failNext) {
      failNext = false;
      res.end(JSON.stringify({ code: 1, msg: '服务繁忙', data: null }));
      return;
    }
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: { itemIds: ids.filter((id) => Number(id.at(-1)) % 2 === 1) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const itemIds = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `x${String(10_000_000 + from + i)}`);

describe('favourite status of many cards', () => {
  it('asks once for the cards of one render, at most 100 items per call', async () => {
    const ids = itemIds(150);
    const answers = await Promise.all([...ids, ids[0]!, ids[149]!].map((id) => isCollected(id)));
    expect(requests.map((r) => r.length)).toEqual([COLLECT_STATUS_BATCH, 50]);
    expect(new Set(requests.flat()).size).toBe(150);
    expect(answers).toEqual([...ids, ids[0]!, ids[149]!].map((id) => Number(id.at(-1)) % 2 === 1));
  });

  it('asks again for questions of a later render', async () => {
    expect(await isCollected('x20000001')).toBe(true);
    expect(await isCollected('x20000002')).toBe(false);
    expect(requests).toEqual([['x20000001'], ['x20000002']]);
  });

  it('fails every question of a failed call, and only those', async () => {
    failNext = true;
    const failed = Promise.allSettled(itemIds(3, 500).map((id) => isCollected(id)));
    const results = await failed;
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(await isCollected('x30000001')).toBe(true);
  });
});
