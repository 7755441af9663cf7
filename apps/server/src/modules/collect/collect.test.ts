import type { CollectList } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import type { MarketItemCard } from '../../marketplace/marketplace';

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let items: MarketItemCard[];

beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 80 } });
  alice = t.client();
  bob = t.client();
  for (const [client, account] of [
    [alice, 'alice_fav'],
    [bob, 'bob_fav'],
  ] as const) {
    const { body } = await client.post('/api/user/register', {
      form: { account, password: 'abc12345', confirm: 'abc12345', name: account },
    });
    expect(body.code).toBe(0);
  }
  const found = await t.app.marketplace.search({ groups: [], sort: 'end_asc', offset: 0, limit: 6, totalCap: 100 });
  items = found.items;
  expect(items.length).toBe(6);
});
afterAll(() => t.close());

const list = (client: TestClient, query: Record<string, string | number> = {}) =>
  client.get<CollectList>('/api/collect/list', { query });
const favoriteRows = () => t.database.db.selectFrom('favorites').selectAll().execute();

describe('favourites', () => {
  it('adds idempotently with a snapshot, and lists newest first with the live state', async () => {
    for (const [i, item] of items.slice(0, 3).entries()) {
      t.clock.advance(1000 + i);
      const { body } = await alice.post('/api/collect/add', { form: { itemId: item.itemId } });
      expect(body).toMatchObject({ code: 0, msg: '已收藏', data: { itemId: item.itemId, collected: true } });
    }
    const first = items[0]!;
    const again = await alice.post('/api/collect/add', { form: { itemId: first.itemId } });
    expect(again.body.code).toBe(0);
    const rows = await favoriteRows();
    expect(rows).toHaveLength(3);
    // The end time as a column: the auction-ending reminder finds favourites through its index.
    for (const item of items.slice(0, 3))
      expect(Number(rows.find((r) => r.item_id === item.itemId)?.end_time)).toBe(item.endTime);

    const { body } = await list(alice);
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((f) => f.itemId)).toEqual([items[2]!.itemId, items[1]!.itemId, items[0]!.itemId]);
    const entry = body.data.list[2]!;
    expect(entry.snapshot).toMatchObject({ title: first.title, price: first.currentPrice, sellerId: first.sellerId });
    // The title reads in Chinese as on the result cards (the embedded keyword gloss).
    const [zh] = await t.app.reader.titles([first.title]);
    expect(entry).toMatchObject({ titleZh: zh!.text, titleZhKind: 'gloss' });
    expect(entry.titleZh).not.toBe('');
    expect(entry.live).toMatchObject({ status: 'OPEN', statusLabel: '拍卖中', onSale: true, currentPrice: first.currentPrice });
    expect(entry.live!.timeLeftMs).toBe(Math.max(0, entry.live!.endTime - t.clock.now()));
    expect(body.data.serverTime).toBe(t.clock.now());
  });

  it('shows the live price when it moved since the snapshot', async () => {
    const item = items[1]!;
    // Two rival bidders push the price up (proxy bidding: second-highest maximum plus one increment).
    for (const [bidderRef, extra] of [
      ['rival-a', 20_000],
      ['rival-b', 50_000],
    ] as const) {
      const bid = await t.app.marketplace.placeBid({ itemId: item.itemId, bidderRef, maxBid: item.currentPrice + extra });
      expect(bid.accepted).toBe(true);
    }
    const entry = (await list(alice)).body.data.list.find((f) => f.itemId === item.itemId)!;
    expect(entry.live!.currentPrice).toBeGreaterThan(item.currentPrice);
    expect(entry.priceChange).toBe(entry.live!.currentPrice - item.currentPrice);
    expect(entry.snapshot.price).toBe(item.currentPrice);
  });

  it('filters on sale only, and remembers ended auctions', async () => {
    const ending = (await list(alice)).body.data.list.find((f) => f.itemId === items[0]!.itemId)!;
    t.clock.set(ending.live!.endTime + 1);
    const all = (await list(alice)).body.data;
    const ended = all.list.find((f) => f.itemId === items[0]!.itemId)!;
    expect(ended.live).toMatchObject({ onSale: false, timeLeftMs: 0 });
    expect(ended.live!.status).not.toBe('OPEN');
    const onSale = (await list(alice, { onSale: 1 })).body.data;
    expect(onSale.list.map((f) => f.itemId)).not.toContain(items[0]!.itemId);
    expect(onSale.total).toBe(onSale.list.length);
    for (const f of onSale.list) expect(f.live?.onSale).toBe(true);
    const row = (await favoriteRows()).find((r) => r.item_id === items[0]!.itemId)!;
    expect(JSON.parse(row.snapshot).ended.status).toBe(ended.live!.status);
  });

  it('pages', async () => {
    const page1 = (await list(alice, { page: 1, limit: 2 })).body.data;
    const page2 = (await list(alice, { page: 2, limit: 2 })).body.data;
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.list).toHaveLength(2);
    expect(page2.list).toHaveLength(1);
  });

  it('answers which items are favourites', async () => {
    const ids = [items[0]!.itemId, items[4]!.itemId, items[2]!.itemId];
    const { body } = await alice.get<{ itemIds: string[] }>('/api/collect/status', { query: { itemIds: ids.join(',') } });
    expect(body.data.itemIds.sort()).toEqual([items[0]!.itemId, items[2]!.itemId].sort());
  });

  it('refuses an unknown item in Chinese and a malformed id with 400', async () => {
    const unknown = await alice.post('/api/collect/add', { form: { itemId: 'z99999999999' } });
    expect(unknown.status).toBe(400); // 11 digits: not an item id
    const missing = await alice.post('/api/collect/add', { form: { itemId: 'z99999999' } });
    expect(missing.body).toMatchObject({ code: 1, msg: '商品不存在或已下架' });
    expect(await favoriteRows()).toHaveLength(3);
  });

  it('deletes idempotently', async () => {
    const itemId = items[2]!.itemId;
    for (let i = 0; i < 2; i++) {
      const { body } = await alice.post('/api/collect/delete', { form: { itemId } });
      expect(body).toMatchObject({ code: 0, data: { collected: false } });
    }
    expect((await list(alice)).body.data.total).toBe(2);
  });
});

describe("security: another member's favourites can be neither read nor changed", () => {
  it('each member reads and changes only their own favourites', async () => {
    const before = await favoriteRows();
    expect((await list(bob)).body.data).toMatchObject({ list: [], total: 0 });
    const status = await bob.get<{ itemIds: string[] }>('/api/collect/status', { query: { itemIds: items[1]!.itemId } });
    expect(status.body.data.itemIds).toEqual([]);
    const deleted = await bob.post('/api/collect/delete', { form: { itemId: items[1]!.itemId } });
    expect(deleted.body.code).toBe(0);
    expect(await favoriteRows()).toEqual(before);
    expect((await list(alice)).body.data.total).toBe(2);
  });

  it('refuses every call without a session and changes nothing', async () => {
    const before = await favoriteRows();
    const visitor = t.client();
    expect((await visitor.get('/api/collect/list')).status).toBe(401);
    expect((await visitor.get('/api/collect/status', { query: { itemIds: items[1]!.itemId } })).status).toBe(401);
    expect((await visitor.post('/api/collect/add', { form: { itemId: items[5]!.itemId } })).status).toBe(401);
    expect((await visitor.post('/api/collect/delete', { form: { itemId: items[1]!.itemId } })).status).toBe(401);
    expect(await favoriteRows()).toEqual(before);
  });

  it('refuses a cross-origin form post and changes nothing', async () => {
    const before = await favoriteRows();
    const { status } = await alice.post('/api/collect/delete', {
      form: { itemId: items[1]!.itemId },
      withoutCsrf: true,
      headers: { origin: 'https://evil.example' },
    });
    expect(status).toBe(403);
    expect(await favoriteRows()).toEqual(before);
  });
});
