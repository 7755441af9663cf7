import { describe, expect, it } from 'vitest';
import { changeSearchState, parseSearchState, searchStateParams } from './search-query';
import { formatResultCount, translatedGroups } from './search-summary';

describe('search state in the URL', () => {
  it('reads every filter and drops invalid values', () => {
    const state = parseSearchState(
      new URLSearchParams(
        'keyword= 钱包 &categoryId=12&brandId=x&minPrice=1000&maxPrice=-5&condition=new,bogus,new,good&buyNow=1&endingSoon=0&sort=price_asc&page=3',
      ),
    );
    expect(state).toEqual({
      keyword: '钱包',
      categoryId: 12,
      brandId: undefined,
      minPrice: 1000,
      maxPrice: undefined,
      condition: ['new', 'good'],
      buyNow: true,
      endingSoon: undefined,
      freeShipping: undefined,
      sort: 'price_asc',
      page: 3,
      limit: 20,
    });
  });

  it('falls back to relevance and page 1', () => {
    const state = parseSearchState(new URLSearchParams('sort=cheapest&page=9999'));
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
  });

  it('writes short URLs and round-trips', () => {
    const state = parseSearchState(new URLSearchParams('keyword=バッグ&freeShipping=1&condition=like_new&page=2&sort=end_asc'));
    const params = searchStateParams(state);
    expect(params.get('limit')).toBeNull();
    expect(parseSearchState(params)).toEqual(state);
    expect(searchStateParams(parseSearchState(new URLSearchParams())).toString()).toBe('');
  });

  it('keeps 只搜原词 (exact=1) in the URL until the keyword changes', () => {
    const state = parseSearchState(new URLSearchParams('keyword=手表&exact=1'));
    expect(state.exact).toBe(true);
    expect(searchStateParams(state).get('exact')).toBe('1');
    expect(changeSearchState(state, { sort: 'price_asc' }).exact).toBe(true);
    expect(changeSearchState(state, { keyword: '相机' }).exact).toBeUndefined();
  });

  it('a filter change starts from page 1, a page change keeps the filters', () => {
    const state = parseSearchState(new URLSearchParams('keyword=a&page=4'));
    expect(changeSearchState(state, { buyNow: true }).page).toBe(1);
    expect(changeSearchState(state, { page: 5 })).toMatchObject({ keyword: 'a', page: 5 });
  });
});

describe('search summary', () => {
  it('bounded counts read 10,000+', () => {
    expect(formatResultCount(10_000, true)).toBe('10,000+');
    expect(formatResultCount(1234, false)).toBe('1,234');
  });

  it('shows only words that were translated', () => {
    expect(
      translatedGroups({
        termGroups: [
          { word: '钱包', terms: ['钱包', '財布', 'ウォレット'] },
          { word: 'バッグ', terms: ['バッグ'] },
        ],
      }),
    ).toEqual([{ word: '钱包', terms: ['財布', 'ウォレット'] }]);
  });
});
