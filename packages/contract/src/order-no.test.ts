import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_NO_PATTERN, orderNoDate, orderNoOf, parseOrderNo } from './order-no';

describe('order numbers', () => {
  it('carry the Beijing date of creation', () => {
    // 2026-11-26 17:00 UTC is already the 27th in Beijing.
    expect(orderNoDate(Date.UTC(2026, 10, 26, 15, 59))).toBe('20261126');
    expect(orderNoDate(Date.UTC(2026, 10, 26, 16, 0))).toBe('20261127');
    expect(orderNoOf(Date.UTC(2026, 10, 26, 3), [0, 1, 2, 31, 32, 255])).toBe('DG20261126-234Z2Z');
  });

  it('always match the pattern and read back through parseOrderNo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }),
        (now, random) => {
          const code = orderNoOf(now, random);
          expect(code).toMatch(ORDER_NO_PATTERN);
          expect(parseOrderNo(` ${code.toLowerCase()} `)).toBe(code);
        },
      ),
    );
  });

  it('refuse what is not an order number', () => {
    for (const text of ['', '123', 'DG20261126-0OOOOO', 'DG2026112-ABCDEF', 'x DG20261126-ABCDEF']) {
      expect(parseOrderNo(text)).toBeNull();
    }
  });
});
