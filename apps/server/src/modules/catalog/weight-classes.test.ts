import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, operatorClient } from '../../../test/kits/staff-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let operator: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
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
    const { rows } = okData(await visitor.get('/api/catalog/weightClasses'));
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
