import type { ItemCard, Paged, SearchResult, SellerInfo, SellerRating, SellerRisk } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 300, seed: 9 } });
  const r = await t.client().get<SearchResult>('/api/goods/search', { query: { limit: 1 } });
  sellerId = r.body.data.list[0].sellerId;
});
afterAll(() => t.close());

describe('public seller calls', () => {
  it('GET /api/seller/info answers the profile, rating summary, risk and open items', async () => {
    const { body } = await t.client().get<SellerInfo>('/api/seller/info', { query: { sellerId } });
    expect(body.code).toBe(0);
    const info = body.data;
    expect(info.sellerId).toBe(sellerId);
    expect(info.ratingCount).toBe(info.ratings.good + info.ratings.normal + info.ratings.bad);
    expect(info.ratingScore).toBe(info.ratings.good - info.ratings.bad);
    expect(info.openItems).toBeGreaterThan(0);
    expect(info.risk.level).toBe(info.riskLevel);
    expect(info.viewer).toBeNull();
    expect(info.registeredAt).toBeLessThan(t.clock.now());
  });

  it('GET /api/seller/list pages the seller’s open items', async () => {
    const { body } = await t
      .client()
      .get<Paged<ItemCard>>('/api/seller/list', { query: { sellerId, page: 1, limit: 5, sort: 'price_asc' } });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((i) => i.sellerId === sellerId)).toBe(true);
    const prices = body.data.list.map((i) => i.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('GET /api/seller/ratings pages the history newest first, by kind with exact totals', async () => {
    const info = (await t.client().get<SellerInfo>('/api/seller/info', { query: { sellerId } })).body.data;
    const all = await t.client().get<Paged<SellerRating>>('/api/seller/ratings', { query: { sellerId, limit: 20 } });
    expect(all.body.data.total).toBe(info.ratingCount);
    const dates = all.body.data.list.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const kind of ['good', 'normal', 'bad'] as const) {
      const page = await t.client().get<Paged<SellerRating>>('/api/seller/ratings', { query: { sellerId, kind, limit: 10 } });
      expect(page.body.data.total).toBe(info.ratings[kind]);
      expect(page.body.data.list.every((r) => r.kind === kind)).toBe(true);
      expect(page.body.data.list.length).toBe(Math.min(10, info.ratings[kind]));
    }
    const again = await t.client().get<Paged<SellerRating>>('/api/seller/ratings', { query: { sellerId, limit: 20 } });
    expect(again.body.data).toEqual(all.body.data);
  });

  it('GET /api/seller/risk explains a reported seller', async () => {
    await t.database.db
      .insertInto('seller_reports')
      .values({ seller_id: sellerId, reason: '拒绝代购账户的订单', reported_by: null, created_at: t.clock.now() })
      .execute();
    const { body } = await t.client().get<SellerRisk>('/api/seller/risk', { query: { sellerId } });
    expect(body.data.level).toBe('high');
    expect(body.data.reasons.some((r) => r.code === 'reported' && r.text.includes('拒绝代购'))).toBe(true);
  });

  it('answers 404 for an unknown seller and 400 for a malformed id', async () => {
    for (const path of ['/api/seller/info', '/api/seller/list', '/api/seller/ratings', '/api/seller/risk']) {
      const unknown = await t.client().get(path, { query: { sellerId: 'no_such_seller_xyz' } });
      expect(unknown.status, path).toBe(404);
      expect(unknown.body.msg).toBe('卖家不存在');
      const bad = await t.client().get(path, { query: { sellerId: '<bad id>' } });
      expect(bad.status, path).toBe(400);
    }
  });
});
