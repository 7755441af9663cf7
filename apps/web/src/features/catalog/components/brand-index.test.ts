import type { Brand } from '@daigou/contract';
import { describe, expect, it } from 'vitest';
import { groupByInitial } from './brand-index';
import { matchBrands } from './search-filters';

const brand = (brandId: number, nameEn: string, nameZh: string, name: string, popularity: number): Brand => ({
  brandId,
  nameEn,
  nameZh,
  name,
  initial: /^[a-z]/i.test(nameEn) ? nameEn[0].toUpperCase() : '#',
  popularity,
});
const brands = [
  brand(1, 'Louis Vuitton', '路易威登', 'ルイヴィトン', 90),
  brand(2, 'Loewe', '罗意威', 'ロエベ', 95),
  brand(3, 'Chanel', '香奈儿', 'シャネル', 99),
  brand(4, '3.1 Phillip Lim', '菲利林', 'スリーワンフィリップリム', 10),
];

describe('brands', () => {
  it('search within brands matches Chinese, Japanese and English names', () => {
    expect(matchBrands(brands, 'louis').map((b) => b.brandId)).toEqual([1]);
    expect(matchBrands(brands, '香奈').map((b) => b.brandId)).toEqual([3]);
    expect(matchBrands(brands, 'ロエベ').map((b) => b.brandId)).toEqual([2]);
    expect(matchBrands(brands, '  ')).toHaveLength(4);
  });

  it('groups by A–Z initial, digits under #, most popular first', () => {
    const groups = groupByInitial(brands);
    expect([...groups.keys()].sort()).toEqual(['#', 'C', 'L']);
    expect(groups.get('L')?.map((b) => b.brandId)).toEqual([2, 1]);
  });
});
