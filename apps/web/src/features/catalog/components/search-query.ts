import {
  ITEM_CONDITIONS,
  type ItemCondition,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
} from '@daigou/contract';

/** The search screens' state, read from their URL (?keyword=&categoryId=&…); invalid values are dropped. */
export interface SearchState {
  keyword?: string;
  categoryId?: number;
  brandId?: number;
  minPrice?: number;
  maxPrice?: number;
  condition?: ItemCondition[];
  buyNow?: boolean;
  endingSoon?: boolean;
  freeShipping?: boolean;
  /** Search the words as typed, without the Chinese → Japanese expansion (只搜原词). */
  exact?: boolean;
  sort: SearchSort;
  page: number;
  limit: number;
}

const int = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const flag = (raw: string | null): boolean | undefined => (raw === '1' || raw === 'true' ? true : undefined);

export function parseSearchState(params: URLSearchParams): SearchState {
  const keyword = params.get('keyword')?.trim().slice(0, 100) || undefined;
  const conditions = (params.get('condition') ?? '')
    .split(',')
    .filter((c): c is ItemCondition => (ITEM_CONDITIONS as readonly string[]).includes(c));
  const sort = params.get('sort');
  const categoryId = int(params.get('categoryId'), 1, 2_147_483_647);
  return {
    keyword,
    categoryId,
    brandId: int(params.get('brandId'), 1, 2_147_483_647),
    minPrice: int(params.get('minPrice'), 0, 1_000_000_000),
    maxPrice: int(params.get('maxPrice'), 0, 1_000_000_000),
    condition: conditions.length ? [...new Set(conditions)] : undefined,
    buyNow: flag(params.get('buyNow')),
    endingSoon: flag(params.get('endingSoon')),
    freeShipping: flag(params.get('freeShipping')),
    exact: flag(params.get('exact')),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    page: int(params.get('page'), 1, SEARCH_MAX_PAGE) ?? 1,
    limit: SEARCH_PAGE_SIZE,
  };
}

/** The state as URL parameters (defaults left out, so links stay short). */
export function searchStateParams(state: Partial<SearchState>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | boolean | undefined) => {
    if (value === undefined || value === false || value === '') return;
    params.set(key, value === true ? '1' : String(value));
  };
  set('keyword', state.keyword);
  set('categoryId', state.categoryId);
  set('brandId', state.brandId);
  set('minPrice', state.minPrice);
  set('maxPrice', state.maxPrice);
  set('condition', state.condition?.join(','));
  set('buyNow', state.buyNow);
  set('endingSoon', state.endingSoon);
  set('freeShipping', state.freeShipping);
  set('exact', state.exact);
  if (state.sort && state.sort !== 'relevance') set('sort', state.sort);
  if (state.page && state.page > 1) set('page', state.page);
  return params;
}

/**
 * A change of filters starts again from page 1; a change of page keeps the filters. A new keyword is
 * expanded again (只搜原词 applied to the keyword it was chosen for).
 */
export function changeSearchState(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, page: 1, ...patch };
  if ('keyword' in patch && !('exact' in patch)) next.exact = undefined;
  return next;
}
