import { formatPrice, type ItemCard, type ItemDetail, type SearchResult, yenToYuan } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let sample: ItemCard;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 300, seed: 5 } });
  const r = await t.client().get<SearchResult>('/api/goods/search', { query: { buyNow: 1, sort: 'bids_desc', limit: 1 } });
  sample = r.body.data.list[0];
});
afterAll(() => t.close());

describe('GET /api/goods/itemInfo', () => {
  it('answers every fact a member needs, with yuan at both rates', async () => {
    const { status, body } = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: sample.itemId } });
    expect(status).toBe(200);
    const item = body.data;
    expect(item).toMatchObject({
      itemId: sample.itemId,
      title: sample.title,
      currentPrice: sample.currentPrice,
      buyNowPrice: sample.buyNowPrice,
      status: 'OPEN',
      statusLabel: '拍卖中',
      serverTime: t.clock.now(),
    });
    expect(item.images.length).toBeGreaterThanOrEqual(1);
    expect(item.images[0]).toBe(`/img/item/${sample.itemId}/1.svg`);
    expect(item.description).toContain('状態：');
    expect(item.currentPriceYuan).toEqual({
      wechat: yenToYuan(item.currentPrice, item.rates.WechatRate),
      alipay: yenToYuan(item.currentPrice, item.rates.AliRate),
    });
    expect(item.buyNowPriceYuan?.alipay).toBe(yenToYuan(item.buyNowPrice ?? 0, item.rates.AliRate));
    expect(item.timeLeftMs).toBe(item.endTime - t.clock.now());
    expect(item.categoryPath).toHaveLength(3);
    expect(item.category).toEqual(item.categoryPath[2]);
    expect(item.location).toMatch(/[都道府県]$/);
    expect(item.seller.sellerId).toBe(sample.sellerId);
    // The seller's prefecture in Chinese, as members read it (issue 26 §6): 東京都 → 东京都, 愛知県 → 爱知县.
    expect(item.seller.location).toMatch(/[都道府県]$/);
    expect(item.seller.locationZh).toMatch(/[都道府县]$/);
    expect(item.seller.locationZh).not.toMatch(/県/);
    expect(['low', 'medium', 'high']).toContain(item.seller.riskLevel);
    expect(item.conditionZh.length).toBeGreaterThan(0);
    expect(item.sellerBlacklisted).toBe(false);
    expect(item.minimumBid).toBeGreaterThanOrEqual(item.currentPrice);
  });

  it('itemInfoByPage answers the same', async () => {
    const a = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: sample.itemId } });
    const b = await t.client().get<ItemDetail>('/api/goods/itemInfoByPage', { query: { itemId: sample.itemId } });
    expect(b.body).toEqual(a.body);
  });

  it('says the item is not on sale once it ended', async () => {
    const later = await createTestApp({ catalog: { size: 30, seed: 5 } });
    try {
      const r = await later.client().get<SearchResult>('/api/goods/search', { query: { sort: 'end_asc', limit: 1 } });
      const first = r.body.data.list[0];
      later.clock.set(first.endTime + 1);
      const { body } = await later.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: first.itemId } });
      expect(body.data).toMatchObject({ status: 'CLOSED', timeLeftMs: 0 });
      const after = await later.client().get<SearchResult>('/api/goods/search', { query: { limit: 100 } });
      expect(after.body.data.list.some((i) => i.itemId === first.itemId)).toBe(false);
    } finally {
      await later.close();
    }
  });

  it('answers 404 with a Chinese message for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.client().get('/api/goods/itemInfo', { query: { itemId: 'z9999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, msg: '商品不存在或已被删除', data: null });
    for (const itemId of ['', 'abc', '123', 'A1234567', '12345678901', 'x1234567 ', '<script>']) {
      const bad = await t.client().get('/api/goods/itemInfo', { query: { itemId } });
      expect(bad.status, itemId).toBe(400);
      expect(bad.body.code).toBe(400);
    }
    const missing = await t.client().get('/api/goods/itemInfo');
    expect(missing.status).toBe(400);
  });
});

describe('related items and pictures', () => {
  it('GET /api/goods/recommendItems answers open items of the same category, never the item itself', async () => {
    const { body } = await t
      .client()
      .get<ItemCard[]>('/api/goods/recommendItems', { query: { itemId: sample.itemId, limit: 8 } });
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    expect(body.data.some((i) => i.itemId === sample.itemId)).toBe(false);
    expect(new Set(body.data.map((i) => i.itemId)).size).toBe(body.data.length);
  });

  it('serves deterministic SVG pictures with a long cache life', async () => {
    const a = await t.app.inject({ method: 'GET', url: `/img/item/${sample.itemId}/1.svg` });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age=31536000');
    expect(a.body).toContain('<svg');
    expect(a.body).not.toContain('<script');
    // Shapes only (decision 110): no text to lay out on the main thread; title and number in its accessible name.
    expect(a.body).not.toContain('<text');
    expect(a.body).toMatch(/aria-label="[^"]+ 1 \/ \d+"/);
    const again = await t.app.inject({ method: 'GET', url: `/img/item/${sample.itemId}/1.svg` });
    expect(again.body).toBe(a.body);
    const beyond = await t.app.inject({ method: 'GET', url: `/img/item/${sample.itemId}/11.svg` });
    expect(beyond.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/img/item/z9999999/1.svg' });
    expect(unknown.statusCode).toBe(404);
  });

  it("serves the hot categories' tile pictures as shapes, each named in its accessible name", async () => {
    const { body } = await t.client().get<{ categoryId: number; nameZh: string; image: string }[]>('/api/index/hotCategories');
    expect(body.data.length).toBeGreaterThan(0);
    for (const category of body.data) {
      const picture = await t.app.inject({ method: 'GET', url: category.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      // Shapes only (decision 114): the tile prints the name beneath the picture.
      expect(picture.body).not.toContain('<text');
      expect(picture.body).toContain(`aria-label="${category.nameZh}"`);
    }
  });

  it('escapes titles in pictures', async () => {
    const row = await t.database.db.selectFrom('items').select(['id', 'item_id']).orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('items').set({ title: '<script>alert(1)</script> & "x"' }).where('id', '=', row.id).execute();
    const svg = await t.app.inject({ method: 'GET', url: `/img/item/${row.item_id}/1.svg` });
    expect(svg.body).not.toContain('<script>');
    expect(svg.body).toContain('&lt;script&gt;');
  });
});

describe('static catalogue data', () => {
  it('GET /data/search_option.json lists sorts, conditions and price ranges with Chinese labels', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/data/search_option.json' });
    expect(r.statusCode).toBe(200);
    const data = r.json();
    expect(data.sorts.map((s: { value: string }) => s.value)).toEqual([
      'relevance',
      'price_asc',
      'price_desc',
      'end_asc',
      'newest',
      'bids_desc',
    ]);
    expect(data.conditions).toHaveLength(6);
    expect(data.conditions[0]).toEqual({ value: 'new', label: '全新', ja: '新品' });
    expect(data.priceRanges.length).toBeGreaterThan(3);
  });

  it('GET /data/brands.json lists about 300 brands A–Z with a version', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/data/brands.json' });
    const data = r.json();
    expect(data.version).toMatch(/^[0-9a-f]{12}$/);
    expect(data.brands.length).toBeGreaterThan(280);
    const lv = data.brands.find((b: { nameEn: string }) => b.nameEn === 'LOUIS VUITTON');
    expect(lv).toMatchObject({ name: 'ルイヴィトン', nameZh: '路易威登', initial: 'L' });
    const initials = data.brands.map((b: { initial: string }) => b.initial);
    expect(initials).toEqual([...initials].sort((x: string, y: string) => x.localeCompare(y)));
    // About 300 brands: three digits, no thousands separator.
    expect(formatPrice(data.brands.length)).toMatch(/^[2-9]\d{2}$/);
  });
});
