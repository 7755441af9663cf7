import type { OrderInfo } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { insertTestOrder, memberClient } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let staff: TestClient;
let member: { client: TestClient; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'wh_staff', 'operator'));
  member = await memberClient(t, 'wh_member');
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

const info = async (orderId: number) => okData(await member.client.get<OrderInfo>(`/api/order/info?orderId=${orderId}`)).order;

describe('weight and size at arrival (issue 14.1)', () => {
  it('the arrival records weight, box size and the arrival time; the member sees them on the order', async () => {
    const orderId = await insertTestOrder(t.database.db, member.userId, {
      status: 5,
      shippingPayer: 'seller',
      now: t.clock.now(),
    });
    okData(
      await staff.post('/api/admin/order/arrival', {
        json: { orderId, shippingFee: 0, weightG: 850, lengthCm: 30, widthCm: 20, heightCm: 10 },
      }),
    );
    expect(await info(orderId)).toMatchObject({
      status: 6,
      weightG: 850,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      arrivedAt: t.clock.now(),
      storagePausedMs: 0,
      storageExtraDays: 0,
    });
  });

  it('staff correct the measurement later; half a box is refused; items not at the warehouse are refused', async () => {
    const orderId = await insertTestOrder(t.database.db, member.userId, {
      status: 5,
      shippingPayer: 'seller',
      now: t.clock.now(),
    });
    const partial = await staff.post('/api/admin/order/arrival', { json: { orderId, weightG: 500, lengthCm: 10 } });
    expect(partial.body.msg).toContain('长、宽、高');
    expect((await info(orderId)).status).toBe(5);
    okData(await staff.post('/api/admin/order/arrival', { json: { orderId, weightG: 500 } }));
    expect(await info(orderId)).toMatchObject({ weightG: 500, lengthCm: null });
    okData(
      await staff.post('/api/admin/order/measure', { form: { orderId, weightG: 1200, lengthCm: 40, widthCm: 30, heightCm: 20 } }),
    );
    expect(await info(orderId)).toMatchObject({ weightG: 1200, lengthCm: 40, widthCm: 30, heightCm: 20 });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.measure').execute();
    expect(audit).toHaveLength(1);

    const notThere = await insertTestOrder(t.database.db, member.userId, { status: 4, now: t.clock.now() });
    const refused = await staff.post('/api/admin/order/measure', {
      form: { orderId: notThere, weightG: 100, lengthCm: 1, widthCm: 1, heightCm: 1 },
    });
    expect(refused.body.code).not.toBe(0);
    expect((await info(notThere)).weightG).toBeNull();
  });

  it('members cannot call the measurement', async () => {
    const res = await member.client.post('/api/admin/order/measure', {
      form: { orderId: 1, weightG: 100, lengthCm: 1, widthCm: 1, heightCm: 1 },
    });
    expect(res.status).toBe(403);
  });
});
