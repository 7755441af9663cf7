import {
  isItemId,
  RECOMMEND_CATEGORIES,
  RECOMMEND_ITEMS_PER_CATEGORY,
  SEARCH_PAGE_SIZE,
  SUGGESTIONS_LIMIT,
} from '@daigou/contract';
import { describe, expect, it } from 'vitest';
import { EARLY_REQUESTS, earlyRequestsScript } from './early-requests';

describe('the first screens’ early calls (decision 056)', () => {
  it('asks home’s recommended goods with the parameters the app uses', () => {
    const home = EARLY_REQUESTS.find((e) => e.path.test('/'));
    expect(home?.urls).toContain(
      `/api/index/recommendCategoriesGoods?categories=${RECOMMEND_CATEGORIES}&limit=${RECOMMEND_ITEMS_PER_CATEGORY}`,
    );
  });

  it('asks a keyword search’s results and suggestions with the page size and limit the app uses', () => {
    const search = EARLY_REQUESTS.find((e) => e.path.test('/search'));
    expect(search?.keywordOnly).toBe(true);
    expect(search?.urls).toEqual([
      `/api/goods/search?keyword=$k&sort=relevance&page=1&limit=${SEARCH_PAGE_SIZE}`,
      `/api/goods/recommendSearch?keyword=$k&limit=${SUGGESTIONS_LIMIT}`,
    ]);
  });

  it('asks an item page’s call for every well-formed item id and for no other path', () => {
    const product = EARLY_REQUESTS.find((e) => e.urls.some((u) => u.includes('itemInfo')));
    for (const id of ['x1234567', 'r1234567890', '12345678']) {
      expect(isItemId(id)).toBe(true);
      expect(product?.path.exec(`/shop/product/${id}`)?.[1]).toBe(id);
    }
    for (const path of ['/shop/product/X1234567', '/shop/product/abc', '/shop/product/x123/extra'])
      expect(product?.path.test(path)).toBe(false);
  });

  it('is one self-contained ES5 statement', () => {
    const script = earlyRequestsScript();
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/=>|\bconst\b|\blet\b|`/);
  });
});
