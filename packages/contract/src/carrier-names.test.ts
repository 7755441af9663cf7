import { describe, expect, it } from 'vitest';
import { carrierLabel } from './carrier-names';

describe('carrier names members read', () => {
  it('give the Chinese name with the Japanese beside it, and leave the unknown and the Latin as written', () => {
    expect(carrierLabel('ヤマト運輸')).toBe('大和运输（ヤマト運輸）');
    expect(carrierLabel(' ゆうパック ')).toBe('日本邮政（ゆうパック）');
    expect(carrierLabel('佐川急便')).toBe('佐川急便');
    expect(carrierLabel('EMS')).toBe('EMS');
    expect(carrierLabel('地元の運送屋')).toBe('地元の運送屋');
  });
});
