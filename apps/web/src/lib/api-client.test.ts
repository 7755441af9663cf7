import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authApi, catalogApi, messageApi, staffBannerApi } from '@daigou/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  BusinessError,
  callRoute,
  getData,
  getDocument,
  postData,
  sendAtOnce,
  unwrap,
} from './api-client';

// A real HTTP server: counts hits per path, so what goes over the wire can be observed.
const hits = new Map<string, number>();
let lastPost: { headers: http.IncomingHttpHeaders; body: string } | undefined;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname + url.search, (hits.get(url.pathname + url.search) ?? 0) + 1);
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST') lastPost = { headers: req.headers, body };
      if (url.pathname === '/api/lost' && (hits.get('/api/lost') ?? 0) % 2 === 1) {
        // Every other write's answer is lost on the way back (the connection drops).
        req.socket.destroy();
        return;
      }
      if (url.pathname === '/api/missing') {
        res.writeHead(404, 'Not Found', { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 404, msg: '内容不存在', data: null }));
        return;
      }
      if (url.pathname === '/api/refused') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 1, msg: '余额不足', data: { shortfall: 100 } }));
        return;
      }
      const delay = url.pathname === '/api/slow' ? 50 : 0;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: 'ok', data: { path: url.pathname, n: hits.get(url.pathname + url.search) } }));
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
  // biome-ignore lint/suspicious/noDocumentCookie: the server-set CSRF cookie, as the browser holds it
  document.cookie = 'XSRF-TOKEN=tok123';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits.clear();
});

describe('api client', () => {
  it('starts each request in a task of its own, not in the task that asked for it (decision 115)', async () => {
    const realFetch = window.fetch;
    const started: string[] = [];
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      started.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const answers = [apiGet('/api/a', { t: 1 }), apiGet('/api/b', { t: 1 }), apiPost('/api/c')];
      // The asking task (a screen's effects, where its queries subscribe) ends with nothing sent…
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(started).toEqual([]);
      // …and every request is sent, once, in the tasks after it.
      await Promise.all(answers);
      expect(started).toEqual(['/api/a?t=1', '/api/b?t=1', '/api/c']);
      expect(hits.get('/api/a?t=1')).toBe(1);
      // A route's loader sends its screen's calls in its own task, to race the screen's chunk.
      started.length = 0;
      const raced = sendAtOnce(() => apiGet('/api/a', { t: 2 }));
      expect(started).toEqual(['/api/a?t=2']);
      await raced;
    } finally {
      window.fetch = realFetch;
    }
  });

  it('keeps no cache of its own: every GET is a request (caching is the query client’s)', async () => {
    const first = await apiGet<{ n: number }>('/api/a', { x: 1 });
    const second = await apiGet<{ n: number }>('/api/a', { x: 1 });
    expect(hits.get('/api/a?x=1')).toBe(2);
    expect(second.data.n).toBe(first.data.n + 1);
  });

  it('leaves empty parameters out of the query string', async () => {
    await apiGet('/api/a', { keep: 'yes', none: undefined, nothing: null, blank: '' });
    expect([...hits.keys()]).toEqual(['/api/a?keep=yes']);
  });

  it('raises HTTP ≥ 400 with the status text and keeps the server message', async () => {
    const error = await apiGet('/api/missing').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
    expect(error.detail).toBe('内容不存在');
  });

  it('returns the body of a business refusal, which unwrap raises', async () => {
    const envelope = await apiGet('/api/refused');
    expect(envelope.code).toBe(1);
    expect(() => unwrap(envelope)).toThrow(BusinessError);
  });

  it('posts forms with the XSRF header', async () => {
    await apiPost('/api/b', { form: { itemId: 'x1234567', remark: '你好' } });
    expect(lastPost?.headers['x-xsrf-token']).toBe('tok123');
    expect(lastPost?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(lastPost?.body).get('remark')).toBe('你好');
  });

  it('posts JSON bodies', async () => {
    await apiPost('/api/search', { json: { keyword: '钱包', ids: [1, 2] } });
    expect(lastPost?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastPost?.body ?? '')).toEqual({ keyword: '钱包', ids: [1, 2] });
  });

  it('calls a route by its declaration: GET in the query string, POST as its declared format, the answer unwrapped', async () => {
    // The web's build (and these tests) turn each declaration into its route string (vite/route-declarations.ts).
    const item = (await callRoute(catalogApi.goodsItemInfo, { itemId: 'x1234567' })) as unknown as { path: string };
    expect(item.path).toBe('/api/goods/itemInfo');
    expect(hits.get('/api/goods/itemInfo?itemId=x1234567')).toBe(1);

    await callRoute(authApi.userLogout);
    expect(hits.get('/api/user/logout')).toBe(1);
    expect(lastPost?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(lastPost?.headers['x-xsrf-token']).toBe('tok123');

    await callRoute(catalogApi.goodsSearchByPage, { keyword: '钱包', page: 2 });
    expect(lastPost?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastPost?.body ?? '')).toEqual({ keyword: '钱包', page: 2 });

    await callRoute(messageApi.orderReadMsg, { msgId: 7 });
    expect(hits.get('/api/order/readMsg?msgId=7')).toBe(1);
    expect(lastPost?.body).toBe('');

    const file = new FormData();
    file.set('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await callRoute(staffBannerApi.bannersUpload, undefined, file);
    expect(lastPost?.headers['content-type']).toContain('multipart/form-data');
    expect(lastPost?.body).toContain('name="file"');
  });

  it('getData and postData answer the data, or raise the refusal', async () => {
    expect(await getData<{ path: string }>('/api/a')).toMatchObject({ path: '/api/a' });
    expect(await postData<{ path: string }>('/api/b', { query: { msgId: 3 } })).toMatchObject({ path: '/api/b' });
    expect(hits.get('/api/b?msgId=3')).toBe(1);
    await expect(getData('/api/refused')).rejects.toMatchObject({
      name: 'BusinessError',
      message: '余额不足',
      data: { shortfall: 100 },
    });
  });

  it('getDocument answers a static file as it is', async () => {
    expect(await getDocument<{ code: number; data: { path: string } }>('/data/x.json')).toMatchObject({
      data: { path: '/data/x.json' },
    });
  });

  it('sends a fresh Idempotency-Key with every write that was answered', async () => {
    await apiPost('/api/a', { form: { orderId: 1, content: '你好' } });
    const first = lastPost?.headers['idempotency-key'];
    await apiPost('/api/a', { form: { orderId: 1, content: '你好' } });
    const second = lastPost?.headers['idempotency-key'];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('sends the same key again when the same write follows one whose answer was lost, and a fresh one after', async () => {
    const write = { form: { orderId: 2, content: '请确认尺码' } };
    await expect(apiPost('/api/lost', write)).rejects.toThrow();
    const lost = lastPost?.headers['idempotency-key'];
    // Another write in between has its own key and does not disturb the lost one's.
    await apiPost('/api/a', { form: { orderId: 2, content: '另一条' } });
    expect(lastPost?.headers['idempotency-key']).not.toBe(lost);
    // The member sends the same message again: the same key, so the server can answer with the first outcome.
    const resent = await apiPost<{ n: number }>('/api/lost', write);
    expect(resent.code).toBe(0);
    expect(lastPost?.headers['idempotency-key']).toBe(lost);
    // Answered: the next identical message is a new one.
    await apiPost('/api/lost', write).catch(() => undefined);
    expect(lastPost?.headers['idempotency-key']).not.toBe(lost);
  });

  it('settles the key on a definite refusal: the same write next time is a new request', async () => {
    await expect(apiPost('/api/missing', { json: { a: 1 } })).rejects.toBeInstanceOf(ApiError);
    const refused = lastPost?.headers['idempotency-key'];
    await expect(apiPost('/api/missing', { json: { a: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(lastPost?.headers['idempotency-key']).not.toBe(refused);
  });
});
