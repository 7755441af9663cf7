import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Random and boundary inputs to every catalogue call: a 4xx or a business code, never a 5xx. */
let t: TestApp;
let itemId: string;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 120, seed: 2 } });
  const row = await t.database.db.selectFrom('items').select(['item_id', 'seller_id']).executeTakeFirstOrThrow();
  itemId = row.item_id;
  sellerId = row.seller_id;
});
afterAll(() => t.close());

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e9',
    'NaN',
    'null',
    '%',
    '_',
    '"',
    "'",
    '\u0000',
    '钱包',
    'バッグ',
    'true',
    '9'.repeat(30),
  ),
);
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(undefined));
const query = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });

const CALLS: Array<[string, string[]]> = [
  [
    '/api/goods/search',
    [
      'keyword',
      'categoryId',
      'brandId',
      'sellerId',
      'minPrice',
      'maxPrice',
      'condition',
      'buyNow',
      'endingSoon',
      'freeShipping',
      'sort',
      'page',
      'limit',
    ],
  ],
  ['/api/goods/itemInfo', ['itemId']],
  ['/api/goods/itemInfoByPage', ['itemId']],
  ['/api/goods/recommendItems', ['itemId', 'limit']],
  ['/api/goods/recommendSearch', ['keyword', 'limit']],
  ['/api/getCategoryChildren', ['categoryId']],
  ['/api/seller/info', ['sellerId']],
  ['/api/seller/list', ['sellerId', 'sort', 'page', 'limit']],
  ['/api/seller/ratings', ['sellerId', 'kind', 'page', 'limit']],
  ['/api/seller/risk', ['sellerId']],
  ['/api/index/hotCategories', []],
  ['/api/index/recommendCategoriesGoods', ['categories', 'limit']],
  ['/api/index/help', ['id']],
];

function check(status: number, body: { code?: unknown }, label: string) {
  expect(status, label).toBeLessThan(500);
  if (status === 200) expect(typeof body.code, label).toBe('number');
}

describe('catalogue calls under random input', () => {
  for (const [path, keys] of CALLS) {
    it(`GET ${path}`, async () => {
      const client = t.client();
      await fc.assert(
        fc.asyncProperty(query(keys), fc.boolean(), async (q, realIds) => {
          const params = { ...q } as Record<string, string | number | boolean | undefined>;
          if (realIds && 'itemId' in params) params.itemId = itemId;
          if (realIds && 'sellerId' in params) params.sellerId = sellerId;
          const r = await client.get(path, { query: params });
          check(r.status, r.body, `${path} ${JSON.stringify(params)}`);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('POST /api/goods/searchByPage with random JSON and form bodies', async () => {
    const client = t.client();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), query(CALLS[0][1])), fc.boolean(), async (body, asForm) => {
        const r =
          asForm && body && typeof body === 'object' && !Array.isArray(body)
            ? await client.post('/api/goods/searchByPage', {
                form: Object.fromEntries(
                  Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : (v as string)]),
                ),
              })
            : await client.post('/api/goods/searchByPage', { json: body === undefined ? null : body });
        check(r.status, r.body, JSON.stringify(body) ?? 'undefined');
      }),
      { numRuns: 60 },
    );
  });

  it('GET /img/item/:itemId/:file and /img/category/:file with random paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(itemId), text),
        fc.oneof(fc.constantFrom('1.svg', '10.svg', '0.svg', '99.svg'), text),
        async (id, file) => {
          for (const url of [
            `/img/item/${encodeURIComponent(id)}/${encodeURIComponent(file)}`,
            `/img/category/${encodeURIComponent(file)}`,
          ]) {
            const r = await t.app.inject({ method: 'GET', url });
            expect(r.statusCode, url).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
