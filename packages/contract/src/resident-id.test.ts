import { describe, expect, it } from 'vitest';
import { isValidResidentId, maskResidentId, residentIdCheckChar } from './resident-id';

describe('resident ID number checksum (ISO 7064 MOD 11-2)', () => {
  it('accepts the published example and its lower-case x', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('11010519491231002x')).toBe(true);
    expect(isValidResidentId('110105 19491231 002X')).toBe(true);
  });

  it('refuses a wrong check character, every one of the ten wrong ones', () => {
    const first17 = '44030419900101123';
    const right = residentIdCheckChar(first17);
    expect(isValidResidentId(first17 + right)).toBe(true);
    for (const c of '0123456789X') if (c !== right) expect(isValidResidentId(first17 + c), c).toBe(false);
  });

  it('refuses wrong lengths, letters and impossible birth dates', () => {
    expect(isValidResidentId('1101051949123100')).toBe(false);
    expect(isValidResidentId('11010519491231002X1')).toBe(false);
    expect(isValidResidentId('1101051949123100AX')).toBe(false);
    const feb30 = '11010519900230123';
    expect(isValidResidentId(feb30 + residentIdCheckChar(feb30))).toBe(false);
  });

  it('masks all but the first 3 and last 4 characters', () => {
    expect(maskResidentId('11010519491231002X')).toBe('110***********002X');
  });
});
