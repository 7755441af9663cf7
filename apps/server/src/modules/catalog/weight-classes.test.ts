import { minimumBid, WEIGHT_CLASSES, weightClassOf } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, operatorClient } from '../../../test/kits/staff-kit';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let operator: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true, catalog: { size: 200, seed: 7 } });
  operator = await operatorClient(t);
  visitor = t.client();
});
afterAll(() => t.close());

describe('category weight classes (issue 28 §1)', () => {
  it('starts empty: every category falls back to the name rules', async () => {
    expect(okData(await visitor.get('/api/catalog/weightClasses'))).toEqual({ rows: [] });
  });

  it('lets staff set and change a category’s class, shown publicly at once and audited', async () => {
    const body = { categoryId: 2084032594, categoryName: 'ホビー、カルチャー', weightClass: 'l' };
    okData(await operator.post('/api/admin/catalog/weightClass', { json: body }));
    okData(await operator.post('/api/admin/catalog/weightClass', { json: { ...body, weightClass: 'xl' } }));
    const { rows } = okData(await visitor.get<{ rows: unknown[] }>('/api/catalog/weightClasses'));
    expect(rows).toMatchObject([{ categoryId: 2084032594, categoryName: 'ホビー、カルチャー', weightClass: 'xl' }]);
    expect(await auditOf(t, 'shipping.weightClass')).toHaveLength(2);
  });

  it('refuses an unknown class, a bad id or an empty name in Chinese, and changes nothing', async () => {
    const before = okData(await visitor.get('/api/catalog/weightClasses'));
    for (const json of [
      { categoryId: 1, categoryName: 'x', weightClass: 'huge' },
      { categoryId: 0, categoryName: 'x', weightClass: 's' },
      { categoryId: 1, categoryName: '  ', weightClass: 's' },
    ]) {
      const reply = await operator.post('/api/admin/catalog/weightClass', { json });
      expect(reply.status, JSON.stringify(json)).toBe(400);
      expect(reply.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(okData(await visitor.get('/api/catalog/weightClasses'))).toEqual(before);
  });

  it('deletes a row (the category falls back to the rules); deleting it again is a 404', async () => {
    okData(await operator.post('/api/admin/catalog/weightClass/delete', { json: { categoryId: 2084032594 } }));
    expect(okData(await visitor.get('/api/catalog/weightClasses'))).toEqual({ rows: [] });
    const again = await operator.post('/api/admin/catalog/weightClass/delete', { json: { categoryId: 2084032594 } });
    expect(again.status).toBe(404);
  });

  it('is staff-only: members and visitors cannot set classes', async () => {
    const json = { categoryId: 5, categoryName: 'x', weightClass: 's' };
    expect((await visitor.post('/api/admin/catalog/weightClass', { json })).status).toBe(401);
  });
});

describe('the class an order is estimated with', () => {
  it('is stored when the order is placed, from staff’s row or the name rules, and shown on the order', async () => {
    const { client } = await memberClient(t);
    const items = await t.database.db
      .selectFrom('items')
      .innerJoin('categories', 'categories.id', 'items.category_id')
      .select(['items.item_id', 'items.current_price', 'items.category_id', 'categories.parent_id'])
      .where('items.status', '=', 'OPEN')
      .where('items.end_time', '>', t.clock.now() + 3 * 3600_000)
      .where('items.buy_now_price', 'is', null)
      .orderBy('items.item_id')
      .limit(2)
      .execute();
    const [first, second] = items;
    if (!first || !second) throw new Error('no open items in the test catalogue');
    // The first by the rules, as the item page estimated it; the second's parent category set by staff.
    const detail = okData(
      await client.get<{ categoryPath: { categoryId: number; name: string }[] }>('/api/goods/itemInfo', {
        query: { itemId: first.item_id },
      }),
    );
    const expected = weightClassOf(detail.categoryPath, []).weightClass.code;
    okData(
      await operator.post('/api/admin/catalog/weightClass', {
        json: { categoryId: second.parent_id, categoryName: 'staff', weightClass: 'xl' },
      }),
    );
    const classes: string[] = [];
    for (const item of [first, second]) {
      const created = okData(
        await client.post<{ orderId: number }>('/api/order/create', {
          form: { itemId: item.item_id, kind: 'bid', maxBid: minimumBid(Number(item.current_price)), inspection: 0, remark: '' },
        }),
      );
      const info = okData(
        await client.get<{ order: { weightClass: string | null } }>('/api/order/info', { query: { orderId: created.orderId } }),
      );
      classes.push(String(info.order.weightClass));
    }
    expect(classes[0]).toBe(expected);
    // The leaf's own rule may name it first; otherwise staff's xl on the parent decides.
    const leafRule = weightClassOf(
      [
        {
          categoryId: second.category_id,
          name: (
            await t.database.db
              .selectFrom('categories')
              .select('name')
              .where('id', '=', second.category_id)
              .executeTakeFirstOrThrow()
          ).name,
        },
      ],
      [],
    );
    expect(classes[1]).toBe(leafRule.source === 'rule' ? leafRule.weightClass.code : 'xl');
    expect(Object.keys(WEIGHT_CLASSES)).toContain(classes[1]);
  });
});
