import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { listBlacklistedSellerIds } from './seller-relations-repository';

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
/** Real sellers of the generated catalogue, by the names the tests used to give them. */
const S: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 120 } });
  const sellers = await t.database.db.selectFrom('sellers').select('id').orderBy('id').limit(5).execute();
  expect(sellers.length).toBe(5);
  for (const [i, name] of ['tokyo_shop', 'osaka-01', 's1', 's2', 's3'].entries()) S[name] = sellers[i]!.id;
  alice = t.client();
  bob = t.client();
  for (const [client, account] of [
    [alice, 'alice_sr'],
    [bob, 'bob_sr'],
  ] as const) {
    const { body } = await client.post('/api/user/register', {
      form: { account, password: 'abc12345', confirm: 'abc12345', name: account },
    });
    expect(body.code).toBe(0);
  }
});
afterAll(() => t.close());

const relation = (client: TestClient, sellerId: string) =>
  client.get<{ followed: boolean; blacklisted: boolean }>('/api/seller/checkBlacklist', { query: { sellerId } });

describe('follow and blacklist', () => {
  it('follow and unfollow are idempotent form posts', async () => {
    for (let i = 0; i < 2; i++) {
      const { body } = await alice.post('/api/seller/follow', { form: { sellerId: S.tokyo_shop! } });
      expect(body).toMatchObject({
        code: 0,
        msg: '已关注',
        data: { sellerId: S.tokyo_shop!, followed: true, blacklisted: false },
      });
    }
    expect((await relation(alice, S.tokyo_shop!)).body.data).toMatchObject({ followed: true, blacklisted: false });
    for (let i = 0; i < 2; i++) {
      const { body } = await alice.post('/api/seller/unfollow', { form: { sellerId: S.tokyo_shop! } });
      expect(body.data).toMatchObject({ followed: false });
    }
  });

  it('blacklisting ends a follow; a blacklisted seller cannot be followed until unblacked', async () => {
    await alice.post('/api/seller/follow', { form: { sellerId: S['osaka-01']! } });
    const blacked = await alice.post('/api/seller/black', { form: { sellerId: S['osaka-01']! } });
    expect(blacked.body).toMatchObject({ code: 0, msg: '已加入黑名单', data: { followed: false, blacklisted: true } });
    const refused = await alice.post('/api/seller/follow', { form: { sellerId: S['osaka-01']! } });
    expect(refused.body).toMatchObject({ code: 1, msg: '该卖家在您的黑名单中，请先移出黑名单再关注' });
    expect((await relation(alice, S['osaka-01']!)).body.data).toMatchObject({ followed: false, blacklisted: true });
    expect(await listBlacklistedSellerIds(t.database.db, 1)).toEqual([S['osaka-01']]);
    const unblacked = await alice.post('/api/seller/unblack', { form: { sellerId: S['osaka-01']! } });
    expect(unblacked.body.data).toMatchObject({ blacklisted: false });
    await alice.post('/api/seller/follow', { form: { sellerId: S['osaka-01']! } });
    expect((await relation(alice, S['osaka-01']!)).body.data).toMatchObject({ followed: true, blacklisted: false });
  });

  it('pages the blacklist newest first', async () => {
    for (const [i, sellerId] of [S.s1!, S.s2!, S.s3!].entries()) {
      t.clock.advance(1000 + i);
      await alice.post('/api/seller/black', { form: { sellerId } });
    }
    const first = await alice.get<{ list: Array<{ sellerId: string }>; total: number }>('/api/seller/blacklist', {
      query: { page: 1, limit: 2 },
    });
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.list.map((e) => e.sellerId)).toEqual([S.s3, S.s2]);
    const second = await alice.get<{ list: Array<{ sellerId: string }> }>('/api/seller/blacklist', {
      query: { page: 2, limit: 2 },
    });
    expect(second.body.data.list.map((e) => e.sellerId)).toEqual([S.s1]);
  });

  it('answers the blacklist with seller cards, and the followed sellers with their newest items', async () => {
    const black = await alice.get<{ list: Array<{ sellerId: string; seller: { name: string; riskLabel: string } | null }> }>(
      '/api/seller/blacklist',
    );
    expect(black.body.data.list.length).toBeGreaterThan(0);
    for (const entry of black.body.data.list) expect(entry.seller?.name).toMatch(/\S/);
    const followed = await alice.get<{
      list: Array<{
        sellerId: string;
        seller: { name: string } | null;
        newestItems: Array<{ sellerId: string; status: string }>;
      }>;
      total: number;
    }>('/api/seller/followed');
    expect(followed.body.data.total).toBe(1);
    const entry = followed.body.data.list[0]!;
    expect(entry.sellerId).toBe(S['osaka-01']);
    expect(entry.seller?.name).toMatch(/\S/);
    expect(entry.newestItems.length).toBeLessThanOrEqual(6);
    for (const item of entry.newestItems) expect(item).toMatchObject({ sellerId: S['osaka-01'], status: 'OPEN' });
  });

  it("hides a blacklisted seller's items from the member's searches", async () => {
    const any = await t.app.marketplace.search({ groups: [], sort: 'newest', offset: 0, limit: 1, totalCap: 10 });
    const sellerId = any.items[0]!.sellerId;
    const search = (client: TestClient) =>
      client.get<{ list: Array<{ sellerId: string }> }>('/api/goods/search', { query: { sellerId, limit: 50 } });
    expect((await search(alice)).body.data.list.length).toBeGreaterThan(0);
    await alice.post('/api/seller/black', { form: { sellerId } });
    expect((await search(alice)).body.data.list).toEqual([]);
    expect((await search(bob)).body.data.list.length).toBeGreaterThan(0);
    await alice.post('/api/seller/unblack', { form: { sellerId } });
    expect((await search(alice)).body.data.list.length).toBeGreaterThan(0);
  });

  it('refuses an unknown seller in Chinese', async () => {
    for (const path of ['/api/seller/follow', '/api/seller/black']) {
      const { body } = await alice.post(path, { form: { sellerId: 'no_such_seller' } });
      expect(body).toMatchObject({ code: 1, msg: '卖家不存在' });
    }
  });

  it('rejects a malformed seller id with 400', async () => {
    expect((await alice.post('/api/seller/black', { form: { sellerId: '<script>' } })).status).toBe(400);
    expect((await alice.post('/api/seller/black', { form: {} })).status).toBe(400);
  });
});

describe("security: another member's blacklist can be neither read nor changed", () => {
  it('each member sees and changes only their own relations', async () => {
    const before = await alice.get<{ total: number }>('/api/seller/blacklist');
    const bobs = await bob.get<{ list: unknown[]; total: number }>('/api/seller/blacklist');
    expect(bobs.body.data).toMatchObject({ list: [], total: 0 });
    expect((await relation(bob, S.s1!)).body.data).toMatchObject({ blacklisted: false });

    await bob.post('/api/seller/unblack', { form: { sellerId: S.s1! } });
    await bob.post('/api/seller/unfollow', { form: { sellerId: S['osaka-01']! } });
    expect((await relation(alice, S.s1!)).body.data.blacklisted).toBe(true);
    expect((await relation(alice, S['osaka-01']!)).body.data.followed).toBe(true);
    expect((await alice.get<{ total: number }>('/api/seller/blacklist')).body.data.total).toBe(before.body.data.total);
  });

  it('refuses every call without a session and changes nothing', async () => {
    const visitor = t.client();
    for (const path of ['/api/seller/follow', '/api/seller/unfollow', '/api/seller/black', '/api/seller/unblack']) {
      expect((await visitor.post(path, { form: { sellerId: S.s1! } })).status).toBe(401);
    }
    expect((await visitor.get('/api/seller/blacklist')).status).toBe(401);
    expect((await visitor.get('/api/seller/checkBlacklist', { query: { sellerId: S.s1! } })).status).toBe(401);
    expect((await relation(alice, S.s1!)).body.data.blacklisted).toBe(true);
    const rows = await t.database.db.selectFrom('seller_blacklist').select('seller_id').execute();
    expect(rows).toHaveLength(3);
  });
});
