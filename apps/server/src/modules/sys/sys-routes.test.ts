import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setSetting } from './settings-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shell calls', () => {
  it('GET /api/sys/config answers the seeded site config and fees', async () => {
    const { status, body } = await t.client().get<Record<string, unknown>>('/api/sys/config');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ searchPage: 'official', fees: { serviceFee: 300, inspectionFee: 200 } });
    expect(typeof body.data.home_url).toBe('string');
    expect(typeof body.data.wechat_work).toBe('string');
  });

  it('reflects a changed setting at once', async () => {
    await setSetting(
      t.database.db,
      'site',
      { searchPage: 'page', home_url: '/#/', wechat_work: 'https://kf.example/x' },
      t.clock.now(),
    );
    const { body } = await t.client().get<{ searchPage: string; wechat_work: string }>('/api/sys/config');
    expect(body.data.searchPage).toBe('page');
    expect(body.data.wechat_work).toBe('https://kf.example/x');
  });

  it('GET /api/SysMenuList answers menu items with their sub-items in order', async () => {
    const { body } = await t
      .client()
      .get<Array<{ MenuName: string; MenuDetail: Array<{ MenuName: string; MenuUrl: string }> }>>('/api/SysMenuList');
    expect(body.code).toBe(0);
    expect(body.data[0].MenuName).toBe('首页');
    const guide = body.data.find((m) => m.MenuName === '新手指南');
    expect(guide?.MenuDetail.map((d) => d.MenuUrl)).toEqual(['/guide?id=1', '/guide?id=2', '/guide?id=3']);
  });

  it('GET /api/index/rate answers both channel rates', async () => {
    const { body } = await t.client().get<{ WechatRate: number; AliRate: number }>('/api/index/rate');
    expect(body.data.WechatRate).toBeGreaterThan(0);
    expect(body.data.AliRate).toBeGreaterThan(0);
  });

  it('GET /api/index/hotKeywords pages by page and limit, wrapping past the end', async () => {
    const first = await t.client().get<string[]>('/api/index/hotKeywords', { query: { page: 1, limit: 10 } });
    const second = await t.client().get<string[]>('/api/index/hotKeywords', { query: { page: 2, limit: 10 } });
    const third = await t.client().get<string[]>('/api/index/hotKeywords', { query: { page: 3, limit: 10 } });
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data).toHaveLength(10);
    expect(second.body.data).not.toEqual(first.body.data);
    expect(third.body.data).toEqual(first.body.data);
  });

  it('GET /api/index/banners answers image and jump link', async () => {
    const { body } = await t.client().get<Array<{ img: string; jumpUrl: string }>>('/api/index/banners');
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data[0]).toMatchObject({ img: expect.stringContaining('/static/banners/'), jumpUrl: expect.any(String) });
  });

  it('serves the default banner images', async () => {
    const { body } = await t.client().get<Array<{ img: string }>>('/api/index/banners');
    const image = await t.app.inject({ method: 'GET', url: body.data[0].img });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('envelope and errors', () => {
  it('answers an unknown /api path with 404 in the envelope', async () => {
    const { status, body } = await t.client().get('/api/no/such/call');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
    expect(body.msg).toMatch(/不存在/);
  });

  it('answers a query that fails its schema with 400 listing the fields', async () => {
    const { status, body } = await t.client().get<{ fields: Array<{ field: string }> }>('/api/index/hotKeywords', {
      query: { page: 0, limit: 'many' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    const fields = body.data.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['page', 'limit']));
    expect(body.msg).toContain('page');
  });

  it('answers GET /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/sys/config', '/api/SysMenuList', '/api/index/rate']));
  });
});
