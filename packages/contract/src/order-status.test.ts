import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, ORDER_TYPES, OrderStatus } from './order-status';

describe('order statuses', () => {
  it('lists the nine order types in the menu order', () => {
    expect(ORDER_TYPES).toEqual(['all', '2', '3', '4', '5', '20', '21', '6', 'parcel', '13']);
    expect(Object.keys(ORDER_STATUS_LABELS)).toHaveLength(9);
  });
  it('labels every named status, and every type of the menu but two is a status', () => {
    for (const code of Object.values(OrderStatus)) expect(ORDER_STATUS_LABELS[code]).toMatch(/\p{Script=Han}/u);
    const codes = ORDER_TYPES.filter((t) => t !== 'all' && t !== 'parcel').map(Number);
    expect(codes.every((c) => Object.values(OrderStatus).includes(c as never))).toBe(true);
  });
});
