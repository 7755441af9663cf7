import { describe, expect, it } from 'vitest';
import { canMoveOrder, ORDER_TRANSITIONS, ORDER_TYPES, type OrderStatusCode } from './order-status';

describe('order status moves', () => {
  it('allows the moves of product.md', () => {
    expect(canMoveOrder(2, 3)).toBe(true);
    expect(canMoveOrder(3, 4)).toBe(true);
    expect(canMoveOrder(5, 20)).toBe(true);
    expect(canMoveOrder(20, 6)).toBe(true);
  });
  it('refuses everything else', () => {
    expect(canMoveOrder(2, 4)).toBe(false);
    expect(canMoveOrder(6, 21)).toBe(false);
    expect(canMoveOrder(13, 3)).toBe(false);
    for (const to of ORDER_TRANSITIONS[1]) expect(to).toBeUndefined();
  });
  it('lists the nine order types in the menu order', () => {
    expect(ORDER_TYPES).toEqual(['all', '2', '3', '4', '5', '20', '21', '6', 'parcel', '13']);
    const statuses = Object.keys(ORDER_TRANSITIONS).map(Number) as OrderStatusCode[];
    expect(statuses).toHaveLength(9);
  });
});
