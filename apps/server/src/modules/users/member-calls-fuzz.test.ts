import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

/**
 * Bad input (quality.md): every member call of issue 4 fed random and boundary values answers with a 4xx
 * or a business code, never a 5xx, and a refused call changes nothing.
 */
let t: TestApp;
let member: TestClient;
let itemId: string;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 60, seed: 3 }, env: { TRUST_PROXY: '1' } });
  member = t.client();
  const { body } = await member.post('/api/user/register', {
    form: { account: 'fuzz_member', password: 'abc12345', confirm: 'abc12345', name: '模糊' },
  });
  expect(body.code).toBe(0);
  const row = await t.database.db.selectFrom('items').select(['item_id', 'seller_id']).executeTakeFirstOrThrow();
  itemId = row.item_id;
  sellerId = row.seller_id;
});
afterAll(() => t.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    '-1',
    'true',
    'off',
    'NaN',
    '%00',
    '\u0000',
    '<script>',
    '钱包',
    'x'.repeat(3000),
    '9'.repeat(40),
  ),
);
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(undefined));
const form = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });

async function state() {
  const db = t.database.db;
  return {
    users: await db
      .selectFrom('users')
      .select(['id', 'account', 'name', 'phone', 'email', 'default_remark', 'head_img', 'password_hash'])
      .orderBy('id')
      .execute(),
    msg: await db.selectFrom('msg_settings').selectAll().execute(),
    favorites: await db.selectFrom('favorites').select(['user_id', 'item_id']).orderBy('item_id').execute(),
    follows: await db.selectFrom('seller_follows').select(['user_id', 'seller_id']).orderBy('seller_id').execute(),
    blacklist: await db.selectFrom('seller_blacklist').select(['user_id', 'seller_id']).orderBy('seller_id').execute(),
  };
}

const POSTS: Array<[string, string[]]> = [
  ['/api/user/updateInfo', ['name', 'phone', 'email', 'remark']],
  ['/api/sys/EditMsgSet', ['orderStatus', 'orderMessage', 'auctionEnding', 'outbid', 'topUp']],
  ['/api/collect/add', ['itemId']],
  ['/api/collect/delete', ['itemId']],
  ['/api/seller/follow', ['sellerId']],
  ['/api/seller/unfollow', ['sellerId']],
  ['/api/seller/black', ['sellerId']],
  ['/api/seller/unblack', ['sellerId']],
];
const GETS: Array<[string, string[]]> = [
  ['/api/collect/list', ['page', 'limit', 'onSale']],
  ['/api/collect/status', ['itemIds']],
  ['/api/seller/blacklist', ['page', 'limit']],
  ['/api/seller/followed', ['page', 'limit']],
  ['/api/seller/checkBlacklist', ['sellerId']],
  ['/api/sys/GetMsgSet', []],
];

describe('security: bad input to member calls never answers 5xx', () => {
  for (const [url, keys] of POSTS) {
    it(`POST ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(form(keys), async (fields) => {
          const before = await state();
          const { status, body } = await member.post(url, { form: fields });
          expect(status).toBeLessThan(500);
          if (status !== 200 || body.code !== 0) expect(await state()).toEqual(before);
        }),
        { numRuns: 40 },
      );
    });
  }

  for (const [url, keys] of GETS) {
    it(`GET ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(form(keys), async (query) => {
          const { status } = await member.get(url, { query });
          expect(status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('NUL and control characters are refused before they reach the database (PostgreSQL cannot store NUL)', async () => {
    const before = await state();
    const calls: Array<[string, Record<string, string>]> = [
      ['/api/user/updateInfo', { name: 'a\u0000b', phone: '', email: '', remark: 'x\u0000' }],
      ['/api/user/updateInfo', { name: 'ok', phone: '', email: '', remark: 'x\u0007' }],
      ['/api/seller/follow', { sellerId: 'a\u0000' }],
      ['/api/collect/add', { itemId: 'x1234567\u0000' }],
      ['/api/user/login', { account: 'a\u0000', password: 'b\u0000' }],
      ['/api/user/register', { account: 'abc\u0000', password: 'abc12345', confirm: 'abc12345', name: 'n' }],
      ['/api/user/register', { account: 'abcdef', password: 'abc12345', confirm: 'abc12345', name: 'n\u0000' }],
    ];
    for (const [url, fields] of calls) {
      const { status, body } = await member.post(url, { form: fields });
      expect(status, url).toBeLessThan(500);
      expect(body.code, url).not.toBe(0);
    }
    expect(await state()).toEqual(before);
    const multiLine = await member.post('/api/user/updateInfo', {
      form: { name: 'ok', phone: '', email: '', remark: '第一行\n第二行\t完' },
    });
    expect(multiLine.body.code).toBe(0);
  });

  it('boundary values that are valid succeed', async () => {
    expect((await member.post('/api/collect/add', { form: { itemId } })).body.code).toBe(0);
    expect((await member.post('/api/seller/follow', { form: { sellerId } })).body.code).toBe(0);
    expect((await member.get('/api/collect/list', { query: { page: 10_000, limit: 100 } })).body.code).toBe(0);
    expect((await member.get('/api/seller/blacklist', { query: { page: 1, limit: 1 } })).body.code).toBe(0);
  });

  it('registration and login with random values: 4xx or a business code, never a session', async () => {
    // scrypt costs ~0.35 s per check, so few runs; each run comes from its own address.
    let n = 0;
    await fc.assert(
      fc.asyncProperty(form(['account', 'password', 'confirm', 'name', 'remember']), async (fields) => {
        const client = t.client();
        const headers = { 'x-forwarded-for': `192.0.2.${++n}` };
        const reg = await client.post('/api/user/register', { form: fields, headers });
        expect(reg.status).toBeLessThan(500);
        const login = await client.post('/api/user/login', { form: fields, headers });
        expect(login.status).toBeLessThan(500);
        if (reg.body.code !== 0 && login.body.code !== 0) expect(client.cookies.has('daigou_sid')).toBe(false);
      }),
      { numRuns: 8 },
    );
  });
});
