import { describe, expect, it } from 'vitest';
import { isItemId } from './item-id';

describe('isItemId', () => {
  it.each(['1234567', '1234567890', 'x1234567', 'b1234567890'])('accepts %s', (id) => {
    expect(isItemId(id)).toBe(true);
  });
  it.each(['', '123456', '12345678901', 'X1234567', 'ab1234567', '1234567a', ' 1234567', 'バッグ'])('refuses %j', (id) => {
    expect(isItemId(id)).toBe(false);
  });
});
