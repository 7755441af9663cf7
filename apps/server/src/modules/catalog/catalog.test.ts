import { ITEM_CONDITIONS, type ItemCard, type ItemDetail, type SearchResult } from '@daigou/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 600, seed: 11 } });
  visitor = t.client();
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number | boolean | undefined>) => {
  const { status, body } = await visitor.get<SearchResult>('/api/goods/search', { query });
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};
const titlesOf = (r: SearchResult) => r.list.map((i) => i.title);
const hasAny = (title: string, terms: string[]) => terms.some((term) => title.toLowerCase().includes(term.toLowerCase()));

describe('search by keyword', () => {
  it('finds Japanese words in titles (バッグ)', async () => {
    const r = await search({ keyword: 'バッグ', limit: 50 });
    expect(r.total).toBeGreaterThan(0);
    for (const title of titlesOf(r)) expect(title).toContain('バッグ');
    expect(r.searchedTerms).toContain('バッグ');
  });

  it('searches a Chinese word as its Japanese equivalents and says so (钱包 → 財布)', async () => {
    const r = await search({ keyword: '钱包', limit: 50 });
    expect(r.searchedTerms).toContain('財布');
    expect(r.total).toBeGreaterThan(0);
    for (const title of titlesOf(r)) expect(hasAny(title, r.searchedTerms)).toBe(true);
  });

  it('expands a brand to all its spellings (路易威登 → ルイヴィトン)', async () => {
    const r = await search({ keyword: '路易威登', limit: 50 });
    expect(r.searchedTerms).toEqual(expect.arrayContaining(['ルイヴィトン', 'LOUIS VUITTON']));
    expect(r.total).toBeGreaterThan(0);
    for (const title of titlesOf(r)) expect(hasAny(title, ['ヴィトン', 'LOUIS VUITTON'])).toBe(true);
  });

  it('segments Chinese without spaces and requires every word (路易威登钱包)', async () => {
    const r = await search({ keyword: '路易威登钱包', limit: 50 });
    expect(r.termGroups.map((g) => g.word)).toEqual(['路易威登', '钱包']);
    for (const title of titlesOf(r)) {
      expect(hasAny(title, ['ヴィトン', 'LOUIS VUITTON'])).toBe(true);
      expect(hasAny(title, r.termGroups[1].terms)).toBe(true);
    }
  });

  it('answers one- and two-character queries', async () => {
    for (const keyword of ['靴', '時計', 'カメラ', '表']) {
      const r = await search({ keyword, limit: 40 });
      expect(r.total, keyword).toBeGreaterThan(0);
      for (const title of titlesOf(r)) expect(hasAny(title, r.searchedTerms)).toBe(true);
    }
  });

  it('converts simplified Chinese to Japanese kanji for unknown words (时计 → 時計)', async () => {
    const r = await search({ keyword: '时计' });
    expect(r.searchedTerms).toContain('時計');
  });

  it('answers an empty list for words no title has', async () => {
    const r = await search({ keyword: 'zzqqxx 存在しない語' });
    expect(r).toMatchObject({ list: [], total: 0, totalCapped: false });
  });

  it('treats LIKE and FTS syntax in keywords literally', async () => {
    for (const keyword of ['%', '_', '"', "'", 'a"b', 'NEAR(x y)', 'title:*', '\\', '100%']) {
      const { status, body } = await visitor.get<SearchResult>('/api/goods/search', { query: { keyword } });
      expect(status, keyword).toBe(200);
      for (const title of titlesOf(body.data)) expect(hasAny(title, body.data.searchedTerms)).toBe(true);
    }
  });
});

describe('search filters, sorts and paging', () => {
  it('filters by category including descendants', async () => {
    const roots = await visitor.get<{ children: Array<{ categoryId: number }> }>('/api/getCategoryChildren');
    const root = roots.body.data.children[1].categoryId;
    const r = await search({ categoryId: root, limit: 30 });
    expect(r.total).toBeGreaterThan(0);
    for (const card of r.list) {
      const info = await visitor.get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: card.itemId } });
      expect(info.body.data.categoryPath[0].categoryId).toBe(root);
    }
  });

  it('applies brand, seller, price, condition, buy-it-now, ending-soon and free-shipping filters', async () => {
    const all = await search({ limit: 100 });
    const sample = all.list[0];
    const bySeller = await search({ sellerId: sample.sellerId, limit: 100 });
    expect(bySeller.list.every((i) => i.sellerId === sample.sellerId)).toBe(true);

    const priced = await search({ minPrice: 5_000, maxPrice: 20_000, limit: 100 });
    expect(priced.list.every((i) => i.currentPrice >= 5_000 && i.currentPrice <= 20_000)).toBe(true);
    const swapped = await search({ minPrice: 20_000, maxPrice: 5_000, limit: 100 });
    expect(swapped.total).toBe(priced.total);

    const graded = await search({ condition: 'new,like_new', limit: 100 });
    expect(graded.total).toBeGreaterThan(0);
    expect(graded.list.every((i) => i.condition === 'new' || i.condition === 'like_new')).toBe(true);

    const buyNow = await search({ buyNow: 1, limit: 100 });
    expect(buyNow.total).toBeGreaterThan(0);
    expect(buyNow.list.every((i) => i.buyNowPrice !== null)).toBe(true);

    const soon = await search({ endingSoon: 'true', limit: 100 });
    expect(soon.total).toBeGreaterThan(0);
    expect(soon.list.every((i) => i.endTime <= t.clock.now() + 24 * 3600 * 1000)).toBe(true);

    const free = await search({ freeShipping: 1, limit: 100 });
    expect(free.list.every((i) => i.shippingPayer === 'seller')).toBe(true);

    const brands = await visitor.get<{ brands: Array<{ brandId: number; nameEn: string }> }>('/data/brands.json');
    const lv = brands.body.data ?? (brands.response.json() as { brands: Array<{ brandId: number; nameEn: string }> });
    const brandId = (lv.brands ?? []).find((b) => b.nameEn === 'LOUIS VUITTON')?.brandId;
    const byBrand = await search({ brandId, limit: 100 });
    for (const title of titlesOf(byBrand)) expect(hasAny(title, ['ヴィトン', 'LOUIS VUITTON'])).toBe(true);
  });

  it('sorts by price, end time, bids and newest', async () => {
    const sorted = (list: ItemCard[], key: (i: ItemCard) => number, dir: 1 | -1) =>
      list.every((item, i) => i === 0 || dir * (key(item) - key(list[i - 1])) >= 0);
    expect(sorted((await search({ sort: 'price_asc', limit: 50 })).list, (i) => i.currentPrice, 1)).toBe(true);
    expect(sorted((await search({ sort: 'price_desc', limit: 50 })).list, (i) => i.currentPrice, -1)).toBe(true);
    expect(sorted((await search({ sort: 'end_asc', limit: 50 })).list, (i) => i.endTime, 1)).toBe(true);
    expect(sorted((await search({ sort: 'bids_desc', limit: 50 })).list, (i) => i.bids, -1)).toBe(true);
    expect(sorted((await search({ keyword: 'バッグ', sort: 'price_asc', limit: 50 })).list, (i) => i.currentPrice, 1)).toBe(true);
    const newest = await search({ sort: 'newest', limit: 5 });
    expect(newest.list).toHaveLength(5);
  });

  it('pages without overlap and keeps the total', async () => {
    const first = await search({ sort: 'price_asc', page: 1, limit: 10 });
    const second = await search({ sort: 'price_asc', page: 2, limit: 10 });
    expect(second.total).toBe(first.total);
    const ids = new Set(first.list.map((i) => i.itemId));
    expect(second.list.some((i) => ids.has(i.itemId))).toBe(false);
    const beyond = await search({ page: 500, limit: 100 });
    expect(beyond.list).toEqual([]);
  });

  it('bounds the count and says when there are more', async () => {
    const r = await t.app.marketplace.search({ groups: [], sort: 'price_asc', offset: 0, limit: 20, totalCap: 50 });
    expect(r).toMatchObject({ total: 50, capped: true });
    expect(r.items.map((i) => i.currentPrice)).toEqual([...r.items.map((i) => i.currentPrice)].sort((a, b) => a - b));
    const keyword = await t.app.marketplace.search({ groups: [['バッグ']], sort: 'end_asc', offset: 0, limit: 20, totalCap: 3 });
    expect(keyword).toMatchObject({ total: 3, capped: true });
    expect(keyword.items).toHaveLength(3);
  });

  it('POST /api/goods/searchByPage answers like GET /api/goods/search', async () => {
    const get = await search({ keyword: '钱包', sort: 'price_desc', page: 1, limit: 15 });
    const post = await visitor.post<SearchResult>('/api/goods/searchByPage', {
      json: { keyword: '钱包', sort: 'price_desc', page: 1, limit: 15 },
    });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual(get);
    const form = await visitor.post<SearchResult>('/api/goods/searchByPage', {
      form: { keyword: '钱包', sort: 'price_desc', limit: 15 },
    });
    expect(form.body.data).toEqual(get);
  });
});

describe('suggestions and categories', () => {
  it('GET /api/goods/recommendSearch suggests brands, words and categories, hot keywords when empty', async () => {
    const lv = await visitor.get<Array<{ keyword: string; hint: string | null; kind: string }>>('/api/goods/recommendSearch', {
      query: { keyword: '路易' },
    });
    expect(lv.body.data[0]).toMatchObject({ keyword: '路易威登', kind: 'brand' });
    expect(lv.body.data[0].hint).toContain('ルイヴィトン');
    const bag = await visitor.get<Array<{ keyword: string; hint: string | null }>>('/api/goods/recommendSearch', {
      query: { keyword: '钱' },
    });
    expect(bag.body.data.some((s) => s.keyword === '钱包' && s.hint === '財布')).toBe(true);
    const ja = await visitor.get<Array<{ keyword: string }>>('/api/goods/recommendSearch', { query: { keyword: 'ロレ' } });
    expect(ja.body.data[0].keyword).toBe('劳力士');
    const empty = await visitor.get<Array<{ kind: string }>>('/api/goods/recommendSearch', { query: { keyword: '', limit: 5 } });
    expect(empty.body.data).toHaveLength(5);
    expect(empty.body.data.every((s) => s.kind === 'hot')).toBe(true);
  });

  it('GET /api/getCategoryChildren walks the tree with breadcrumbs', async () => {
    type Children = {
      category: { categoryId: number; isLeaf: boolean } | null;
      breadcrumb: Array<{ categoryId: number }>;
      children: Array<{ categoryId: number; childCount: number; isLeaf: boolean; parentId: number }>;
    };
    const roots = (await visitor.get<Children>('/api/getCategoryChildren')).body.data;
    expect(roots.category).toBeNull();
    expect(roots.children.length).toBeGreaterThan(10);
    expect(roots.children.every((c) => c.parentId === 0)).toBe(true);
    const zero = (await visitor.get<Children>('/api/getCategoryChildren', { query: { categoryId: 0 } })).body.data;
    expect(zero).toEqual(roots);
    const root = roots.children[0];
    const mids = (await visitor.get<Children>('/api/getCategoryChildren', { query: { categoryId: root.categoryId } })).body.data;
    expect(mids.children).toHaveLength(root.childCount);
    const leafParent = mids.children[0];
    const leaves = (await visitor.get<Children>('/api/getCategoryChildren', { query: { categoryId: leafParent.categoryId } }))
      .body.data;
    expect(leaves.breadcrumb.map((c) => c.categoryId)).toEqual([root.categoryId, leafParent.categoryId]);
    expect(leaves.children.every((c) => c.isLeaf)).toBe(true);
    const leaf = (
      await visitor.get<Children>('/api/getCategoryChildren', { query: { categoryId: leaves.children[0].categoryId } })
    ).body.data;
    expect(leaf).toMatchObject({ category: { isLeaf: true }, children: [] });
    expect(leaf.breadcrumb).toHaveLength(3);
    const unknown = await visitor.get('/api/getCategoryChildren', { query: { categoryId: 999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('分类不存在');
  });
});

describe('API documentation', () => {
  it('documents every catalogue call from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/goods/search',
        '/api/goods/searchByPage',
        '/api/goods/itemInfo',
        '/api/goods/itemInfoByPage',
        '/api/goods/recommendItems',
        '/api/goods/recommendSearch',
        '/api/getCategoryChildren',
        '/api/seller/info',
        '/api/seller/list',
        '/api/seller/ratings',
        '/api/seller/risk',
        '/api/index/hotCategories',
        '/api/index/recommendCategoriesGoods',
        '/api/index/help',
        '/data/search_option.json',
        '/data/brands.json',
      ]),
    );
  });
});

describe('search index upkeep', () => {
  it('follows price changes from bids and drops closed auctions', async () => {
    const row = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('status', '=', 'OPEN')
      .where('buy_now_price', 'is', null)
      .where('current_price', '<', 2_000)
      .where('end_time', '>', t.clock.now() + 3600_000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const inRange = async () =>
      (
        await search({
          minPrice: 10_000,
          maxPrice: 20_000,
          condition: ITEM_CONDITIONS[row.item_condition],
          limit: 100,
          sort: 'newest',
        })
      ).list.some((i) => i.itemId === row.item_id);
    expect(await inRange()).toBe(false);
    await t.app.marketplace.placeBid({ itemId: row.item_id, bidderRef: 'order:u1', maxBid: 15_000 });
    await t.app.marketplace.placeBid({ itemId: row.item_id, bidderRef: 'order:u2', maxBid: 14_000 });
    expect((await t.app.marketplace.getItem(row.item_id))?.currentPrice).toBe(14_500);
    expect(await inRange()).toBe(true);
    await t.database.db.updateTable('items').set({ status: 'CLOSED' }).where('id', '=', row.id).execute();
    expect(await inRange()).toBe(false);
    if (t.database.dialect === 'sqlite') {
      const left = await sql<{ n: number }>`SELECT count(*) AS n FROM items_fts WHERE rowid = ${row.id}`.execute(t.database.db);
      expect(Number(left.rows[0].n)).toBe(0);
    }
  });
});

describe('blacklisted sellers', () => {
  it('hides the items of sellers the member blacklisted', async () => {
    const member = t.client();
    const registered = await member.post('/api/user/register', {
      form: { account: 'catalogbuyer', password: 'secret12345', confirm: 'secret12345', name: '买家' },
    });
    expect(registered.body.code).toBe(0);
    const before = await member.get<SearchResult>('/api/goods/search', { query: { limit: 100, sort: 'bids_desc' } });
    const seller = before.body.data.list[0].sellerId;
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'catalogbuyer')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('seller_blacklist')
      .values({ user_id: user.id, seller_id: seller, created_at: t.clock.now() })
      .execute();
    const after = await member.get<SearchResult>('/api/goods/search', { query: { limit: 100, sort: 'bids_desc' } });
    expect(after.body.data.list.some((i) => i.sellerId === seller)).toBe(false);
    expect(after.body.data.hiddenSellers).toBe(1);
    const info = await member.get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: before.body.data.list[0].itemId } });
    expect(info.body.data.sellerBlacklisted).toBe(true);
    // Visitors still see them.
    const anonymous = await search({ limit: 100, sort: 'bids_desc' });
    expect(anonymous.list.some((i) => i.sellerId === seller)).toBe(true);
  });
});
