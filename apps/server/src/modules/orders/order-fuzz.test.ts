import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { expectMoneyInvariants, memberClient, topUp } from '../wallet/test-kit';
import { insertTestOrder } from './test-kit';

let t: TestApp;
let client: TestClient;
let operator: TestClient;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 20, seed: 3 } });
  const m = await memberClient(t);
  client = m.client;
  ({ client: operator } = await memberClient(t, 'fuzzdesk', 'operator'));
  await topUp(client, 50_000);
  for (const status of [2, 3, 4, 5, 20] as const) await insertTestOrder(t.database.db, m.userId, { status, now: t.clock.now() });
});
afterAll(() => t.close());

/** Values a hostile or broken client might send in a form or query field. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1',
    '2',
    '3',
    'NaN',
    '1e309',
    '9999999999999999999',
    '2147483648',
    '1.5',
    '\u0000',
    'wechat',
    'bid',
    'buyout',
    'all',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
const form = (fields: string[]) =>
  fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue])) as Record<string, fc.Arbitrary<string>>, { requiredKeys: [] });

const POSTS: Array<[string, string[], 'member' | 'operator']> = [
  ['/api/order/create', ['itemId', 'kind', 'maxBid', 'snipeMinutes', 'inspection', 'remark'], 'member'],
  ['/api/order/pay', ['orderId'], 'member'],
  ['/api/order/cancel', ['orderId', 'reason'], 'member'],
  ['/api/order/editInfo', ['orderId', 'remark', 'maxBid', 'snipeMinutes'], 'member'],
  ['/api/order/editInspectionState', ['orderId', 'inspection'], 'member'],
  ['/api/order/YahooInspectionConfirm', ['orderId'], 'member'],
  ['/api/order/sendMsg', ['orderId', 'content'], 'member'],
  ['/api/order/delOrderMsg', ['msgId'], 'member'],
  ['/api/user/webRecharge', ['channel', 'amount'], 'member'],
  ['/api/admin/order/shipment', ['orderId', 'carrier', 'trackingNo'], 'operator'],
  ['/api/admin/order/arrival', ['orderId', 'shippingFee'], 'operator'],
];
const GETS: Array<[string, string[]]> = [
  ['/api/order/list', ['type', 'page', 'limit', 'orderId']],
  ['/api/order/info', ['orderId']],
  ['/api/order/msgList', ['msgSource', 'orderId', 'unread', 'page', 'limit']],
  ['/api/order/msgInfo', ['msgId', 'orderId']],
  ['/api/user/GetRechargeStatus', ['rechargeId']],
  ['/api/user/GetOrderRecord', ['type', 'orderId', 'kind', 'from', 'to', 'page', 'limit']],
];

describe('bad input', () => {
  it('random and boundary values on the order, message and wallet calls answer 4xx or a business code, never 5xx', async () => {
    for (const [url, fields, who] of POSTS) {
      await fc.assert(
        fc.asyncProperty(form(fields), async (values) => {
          const res = await (who === 'operator' ? operator : client).post(url, { form: values });
          expect(res.status, `${url} ${JSON.stringify(values)}`).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
    for (const [url, fields] of GETS) {
      await fc.assert(
        fc.asyncProperty(form(fields), async (values) => {
          const res = await client.get(url, { query: values });
          expect(res.status, `${url} ${JSON.stringify(values)}`).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
    await fc.assert(
      fc.asyncProperty(form(['msgId', 'orderId', 'all']), async (values) => {
        const query = new URLSearchParams(values as Record<string, string>).toString();
        const res = await client.post(`/api/order/readMsg?${query}`);
        expect(res.status, query).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    await expectMoneyInvariants(t.database.db);
  });
});
