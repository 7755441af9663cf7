import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { listBlacklistedSellerIds } from './seller-relations-repository';

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await createTestApp();
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
      const { body } = await alice.post('/api/seller/follow', { form: { sellerId: 'tokyo_shop' } });
      expect(body).toMatchObject({
        code: 0,
        msg: '已关注',
        data: { sellerId: 'tokyo_shop', followed: true, blacklisted: false },
      });
    }
    expect((await relation(alice, 'tokyo_shop')).body.data).toMatchObject({ followed: true, blacklisted: false });
    for (let i = 0; i < 2; i++) {
      const { body } = await alice.post('/api/seller/unfollow', { form: { sellerId: 'tokyo_shop' } });
      expect(body.data).toMatchObject({ followed: false });
    }
  });

  it('blacklisting ends a follow; a blacklisted seller cannot be followed until unblacked', async () => {
    await alice.post('/api/seller/follow', { form: { sellerId: 'osaka-01' } });
    const blacked = await alice.post('/api/seller/black', { form: { sellerId: 'osaka-01' } });
    expect(blacked.body).toMatchObject({ code: 0, msg: '已加入黑名单', data: { followed: false, blacklisted: true } });
    const refused = await alice.post('/api/seller/follow', { form: { sellerId: 'osaka-01' } });
    expect(refused.body).toMatchObject({ code: 1, msg: '该卖家在您的黑名单中，请先移出黑名单再关注' });
    expect((await relation(alice, 'osaka-01')).body.data).toMatchObject({ followed: false, blacklisted: true });
    expect(await listBlacklistedSellerIds(t.database.db, 1)).toEqual(['osaka-01']);
    const unblacked = await alice.post('/api/seller/unblack', { form: { sellerId: 'osaka-01' } });
    expect(unblacked.body.data).toMatchObject({ blacklisted: false });
    await alice.post('/api/seller/follow', { form: { sellerId: 'osaka-01' } });
    expect((await relation(alice, 'osaka-01')).body.data).toMatchObject({ followed: true, blacklisted: false });
  });

  it('pages the blacklist newest first', async () => {
    for (const [i, sellerId] of ['s1', 's2', 's3'].entries()) {
      t.clock.advance(1000 + i);
      await alice.post('/api/seller/black', { form: { sellerId } });
    }
    const first = await alice.get<{ list: Array<{ sellerId: string }>; total: number }>('/api/seller/blacklist', {
      query: { page: 1, limit: 2 },
    });
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.list.map((e) => e.sellerId)).toEqual(['s3', 's2']);
    const second = await alice.get<{ list: Array<{ sellerId: string }> }>('/api/seller/blacklist', {
      query: { page: 2, limit: 2 },
    });
    expect(second.body.data.list.map((e) => e.sellerId)).toEqual(['s1']);
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
    expect((await relation(bob, 's1')).body.data).toMatchObject({ blacklisted: false });

    await bob.post('/api/seller/unblack', { form: { sellerId: 's1' } });
    await bob.post('/api/seller/unfollow', { form: { sellerId: 'osaka-01' } });
    expect((await relation(alice, 's1')).body.data.blacklisted).toBe(true);
    expect((await relation(alice, 'osaka-01')).body.data.followed).toBe(true);
    expect((await alice.get<{ total: number }>('/api/seller/blacklist')).body.data.total).toBe(before.body.data.total);
  });

  it('refuses every call without a session and changes nothing', async () => {
    const visitor = t.client();
    for (const path of ['/api/seller/follow', '/api/seller/unfollow', '/api/seller/black', '/api/seller/unblack']) {
      expect((await visitor.post(path, { form: { sellerId: 's1' } })).status).toBe(401);
    }
    expect((await visitor.get('/api/seller/blacklist')).status).toBe(401);
    expect((await visitor.get('/api/seller/checkBlacklist', { query: { sellerId: 's1' } })).status).toBe(401);
    expect((await relation(alice, 's1')).body.data.blacklisted).toBe(true);
    const rows = await t.database.db.selectFrom('seller_blacklist').select('seller_id').execute();
    expect(rows).toHaveLength(3);
  });
});
