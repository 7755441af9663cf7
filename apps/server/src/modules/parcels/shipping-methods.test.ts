import type { AdminShipping, ShippingMethods } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let staff: TestClient;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'methods_staff', 'operator'));
  ({ client: member } = await memberClient(t));
});
afterAll(() => t.close());

describe('shipping methods as members and staff read them', () => {
  it('a method reads the same on both sides; a disabled one leaves the member list and stays on the desk', async () => {
    const desk = okData(await staff.get<AdminShipping>('/api/admin/shipping'));
    const code = desk.methods[0].code;
    const open = okData(await member.get<ShippingMethods>('/api/parcel/methods'));
    const { cards: _cards, ...onDesk } = desk.methods[0];
    expect(open.methods.find((m) => m.code === code)).toEqual(onDesk);

    const saved = okData(
      await staff.post<AdminShipping>('/api/admin/shipping/method', {
        json: {
          code,
          name: '停用测试',
          deliveryText: onDesk.deliveryText,
          volumetricDivisor: onDesk.volumetricDivisor ?? undefined,
          maxWeightG: 20_000,
          requiresId: 1,
          enabled: 0,
        },
      }),
    );
    expect(saved.methods.find((m) => m.code === code)).toMatchObject({
      name: '停用测试',
      maxWeightG: 20_000,
      requiresId: true,
      enabled: false,
    });
    const after = okData(await member.get<ShippingMethods>('/api/parcel/methods'));
    expect(after.methods.map((m) => m.code)).not.toContain(code);
    expect(after.methods.length).toBe(open.methods.length - 1);
    expect(after.methods.every((m) => m.enabled)).toBe(true);
  });
});
