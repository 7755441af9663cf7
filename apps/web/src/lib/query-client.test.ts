import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryObserver } from '@tanstack/react-query';
import type { Toast, ToastMessage } from 'primereact/toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getData, postData } from './api-client';
import { createQueryClient, GET_CACHE_MS, QUERY_CACHE_MAX, UNSHOWN_FRESH_MS } from './query-client';
import { registerToastHost } from './toast';

// A real HTTP server standing for the API: counts requests per path, answers slowly on /api/slow.
const hits = new Map<string, number>();
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = url.pathname + url.search;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    req.resume();
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/api/refused') return send(200, { code: 1, msg: '余额不足', data: null });
      if (url.pathname === '/api/expired') return send(401, { code: 401, msg: '请先登录', data: null });
      setTimeout(() => send(200, { code: 0, msg: 'ok', data: { n: hits.get(key) } }), url.pathname === '/api/slow' ? 50 : 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const toasts: ToastMessage[] = [];
beforeEach(() => {
  hits.clear();
  toasts.length = 0;
  registerToastHost({ show: (m: ToastMessage | ToastMessage[]) => toasts.push(...[m].flat()) } as unknown as Toast);
});
afterEach(() => {
  registerToastHost(null);
  vi.useRealTimers();
});

const read = (path: string) => ({ queryKey: [path], queryFn: () => getData<{ n: number }>(path) });

describe('spec §7: GET answers are cacheable 300000 ms and identical in-flight requests are shared', () => {
  it('answers a repeated read from the cache for 300 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient({ retry: 0 });
    expect(await client.fetchQuery(read('/api/a'))).toEqual({ n: 1 });
    vi.advanceTimersByTime(GET_CACHE_MS - 1);
    expect(await client.fetchQuery(read('/api/a'))).toEqual({ n: 1 });
    expect(hits.get('/api/a')).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await client.fetchQuery(read('/api/a'))).toEqual({ n: 2 });
    expect(hits.get('/api/a')).toBe(2);
  });

  it('shares identical in-flight requests', async () => {
    const client = createQueryClient({ retry: 0 });
    const answers = await Promise.all([1, 2, 3].map(() => client.fetchQuery(read('/api/slow'))));
    expect(hits.get('/api/slow')).toBe(1);
    expect(answers[0]).toBe(answers[2]);
  });

  it('a write does not empty the cache: a mutation refreshes the keys it names', async () => {
    const client = createQueryClient({ retry: 0 });
    await client.fetchQuery(read('/api/a'));
    await client.fetchQuery(read('/api/other'));
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => postData('/api/write'),
        onSuccess: () => client.invalidateQueries({ queryKey: ['/api/a'] }),
      })
      .execute(undefined);
    await client.fetchQuery(read('/api/a'));
    await client.fetchQuery(read('/api/other'));
    expect(hits.get('/api/a')).toBe(2);
    expect(hits.get('/api/other')).toBe(1);
  });
});

describe('decision 022: a route’s loader fetches its screen’s data once', () => {
  const fresh = (path: string) => ({ ...read(path), staleTime: 0 });
  const mount = (client: ReturnType<typeof createQueryClient>, path: string) =>
    new QueryObserver(client, fresh(path)).subscribe(() => {});
  /**
   * A short wait for a mount's refetch to start, then until no query is fetching: the server has counted whatever was
   * asked, however slow the machine (a fixed wait alone failed under CI load).
   */
  const settle = async (client: ReturnType<typeof createQueryClient>) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 5_000, interval: 10 });
  };

  it('a screen that mounts after its loader’s data arrived takes it, however slowly its chunk came', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient({ retry: 0 });
    await client.prefetchQuery(fresh('/api/orders'));
    vi.advanceTimersByTime(5_000);
    const leave = mount(client, '/api/orders');
    await settle(client);
    expect(hits.get('/api/orders')).toBe(1);
    leave();
    // The member comes back: data already shown is asked again (it is "always fresh").
    vi.advanceTimersByTime(10);
    mount(client, '/api/orders')();
    await settle(client);
    expect(hits.get('/api/orders')).toBe(2);
  });

  it('asks again when the unshown data is old, or a write made it stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient({ retry: 0 });
    await client.prefetchQuery(fresh('/api/old'));
    vi.advanceTimersByTime(UNSHOWN_FRESH_MS);
    mount(client, '/api/old')();
    await settle(client);
    expect(hits.get('/api/old')).toBe(2);

    await client.prefetchQuery(fresh('/api/written'));
    await client.invalidateQueries({ queryKey: ['/api/written'] });
    mount(client, '/api/written')();
    await settle(client);
    expect(hits.get('/api/written')).toBe(2);
  });
});

describe('spec §9: at most 1000 cached answers', () => {
  it('drops the oldest unused queries beyond 1000, never one on screen', () => {
    const client = createQueryClient();
    const cache = client.getQueryCache();
    client.setQueryData(['watched'], 'on screen');
    const unsubscribe = new QueryObserver(client, { queryKey: ['watched'], queryFn: () => 'x', enabled: false }).subscribe(
      () => {},
    );
    for (let i = 0; i < QUERY_CACHE_MAX + 10; i++) client.setQueryData(['item', i], i);
    expect(cache.getAll()).toHaveLength(QUERY_CACHE_MAX);
    expect(client.getQueryData(['watched'])).toBe('on screen');
    expect(client.getQueryData(['item', 0])).toBeUndefined();
    expect(client.getQueryData(['item', 10])).toBeUndefined();
    expect(client.getQueryData(['item', 11])).toBe(11);
    expect(client.getQueryData(['item', QUERY_CACHE_MAX + 9])).toBe(QUERY_CACHE_MAX + 9);
    unsubscribe();
  });

  it('keeps a query while it is being fetched (a route’s prefetch has no observer yet)', async () => {
    const client = createQueryClient({ retry: 0 });
    const pending = client.prefetchQuery(read('/api/slow'));
    for (let i = 0; i < QUERY_CACHE_MAX; i++) client.setQueryData(['item', i], i);
    await pending;
    expect(client.getQueryData(['/api/slow'])).toEqual({ n: 1 });
    expect(client.getQueryCache().getAll()).toHaveLength(QUERY_CACHE_MAX);
  });
});

describe('failures toast in one place', () => {
  const mutate = (client: ReturnType<typeof createQueryClient>, path: string, meta?: { errorTitle?: string; silent?: boolean }) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => postData(path), meta })
      .execute(undefined)
      .catch(() => {});

  it('a failed mutation toasts once, titled by its meta, with the server’s message', async () => {
    const client = createQueryClient();
    await mutate(client, '/api/refused', { errorTitle: '付款未完成' });
    await mutate(client, '/api/refused');
    expect(toasts.map((t) => [t.severity, t.summary, t.detail])).toEqual([
      ['error', '付款未完成', '余额不足'],
      ['error', '操作失败', '余额不足'],
    ]);
  });

  it('a mutation marked silent shows its failure itself', async () => {
    await mutate(createQueryClient(), '/api/refused', { silent: true });
    expect(toasts).toEqual([]);
  });

  it('a query that fails on first load is left to its screen; one that fails behind shown data toasts', async () => {
    const client = createQueryClient({ retry: 0 });
    await client.prefetchQuery(read('/api/refused'));
    expect(toasts).toEqual([]);

    client.setQueryData(['shown'], { n: 0 });
    await client.prefetchQuery({ queryKey: ['shown'], queryFn: () => getData('/api/refused'), staleTime: 0 });
    expect(toasts.map((t) => [t.summary, t.detail])).toEqual([['数据刷新失败', '余额不足']]);
  });

  it('spec §8: a silent query (hot keywords, rates) never toasts; a 401 goes to login without one', async () => {
    const client = createQueryClient({ retry: 0 });
    client.setQueryData(['rates'], { n: 0 });
    await client.prefetchQuery({
      queryKey: ['rates'],
      queryFn: () => getData('/api/refused'),
      staleTime: 0,
      meta: { silent: true },
    });
    client.setQueryData(['expired'], { n: 0 });
    await client.prefetchQuery({ queryKey: ['expired'], queryFn: () => getData('/api/expired'), staleTime: 0 });
    expect(client.getQueryState(['expired'])?.error).toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });
});
