import { SEARCH_MAX_PAGE, type SearchResult } from '@daigou/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { ItemCardGrid } from '../../../components/item-card/item-card-view';
import { Pager } from '../../../components/pager/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage, failureTitle } from '../../../lib/api-client';
import { useBrands } from '../api/get-brands';
import { useCategoryChildren } from '../api/get-category-children';
import { ActiveFilters, SearchFilters } from './search-filters';
import type { SearchState } from './search-query';
import { SearchSortBar } from './search-sort-bar';
import { SearchSuggestions } from './search-suggestions';
import { SearchSummary } from './search-summary';
import './catalog.css';

interface SearchScreenProps {
  state: SearchState;
  result: UseQueryResult<SearchResult>;
  onChange: (patch: Partial<SearchState>) => void;
  /** Buttons the composing page puts beside the sorts (保存搜索). */
  actions?: ReactNode;
}

function SearchResults({ state, result, onChange }: SearchScreenProps) {
  // The page of cards mounts as a transition, which React renders in slices of a few milliseconds instead of one
  // long task on a slow phone (issue 28 §6, decision 100); the grid asks its favourite statuses at once.
  const shown = useDeferredValue(result.data);
  if (result.isPending || (!shown && !result.isError)) return <LoadingBlock height={480} label="正在搜索…" />;
  if (result.isError)
    return (
      <ErrorState
        title={failureTitle(result.error, '搜索失败')}
        message={errorMessage(result.error)}
        onRetry={() => result.refetch()}
      />
    );
  const data = shown ?? result.data;
  if (data.list.length === 0) {
    const filtered =
      state.categoryId ||
      state.brandId ||
      state.minPrice !== undefined ||
      state.maxPrice !== undefined ||
      state.condition ||
      state.buyNow ||
      state.endingSoon ||
      state.freeShipping;
    return (
      <EmptyState
        icon="pi-search"
        title={state.page > 1 ? '这一页没有商品了' : '没有找到相关商品'}
        hint={filtered ? '试试减少筛选条件，或换个关键词' : '试试换个关键词，中文、日文都可以搜索'}
      >
        {state.page === 1 && data.alternatives.length > 0 ? (
          <div className="search-suggestions" data-testid="search-suggestions">
            <span className="search-suggestions__title">换个说法试试：</span>
            {data.alternatives.map((word) => (
              <button key={word} type="button" className="filter-chip" onClick={() => onChange({ keyword: word })}>
                {word}
              </button>
            ))}
          </div>
        ) : (
          !filtered && <SearchSuggestions keyword="" title="大家都在搜" onPick={(keyword) => onChange({ keyword })} />
        )}
      </EmptyState>
    );
  }
  const records = Math.min(data.total, SEARCH_MAX_PAGE * data.limit);
  return (
    <div
      // Stale while the previous page stands in for the next (placeholder data) and while the arrived page is still
      // being drawn in the deferred render: until then the cards on screen are not the answer to the query shown.
      className={result.isPlaceholderData || shown !== result.data ? 'search-results search-results--stale' : 'search-results'}
      aria-busy={result.isFetching}
    >
      <ItemCardGrid items={data.list} testId="search-results" priority={2} />
      <Pager
        page={data.page}
        pageCount={Math.ceil(records / data.limit)}
        onPage={(page) => onChange({ page })}
        label="搜索结果分页"
      />
    </div>
  );
}

/**
 * The search screen shared by /search and /searchByPage: the summary (count, Japanese terms searched),
 * filters, sorts, result cards and the pager. The route picks the call.
 */
export function SearchScreen({ state, result, onChange, actions }: SearchScreenProps) {
  const category = useCategoryChildren(state.categoryId ?? 0, state.categoryId !== undefined);
  // The brand's name for the title and chip: the list (42 KB, saved to IndexedDB) only when a brand is chosen.
  const brands = useBrands(state.brandId !== undefined);
  const brand = brands.data?.brands.find((b) => b.brandId === state.brandId);
  const categoryName = state.categoryId ? category.data?.category?.nameZh : undefined;
  const title = brand ? `${brand.nameZh}（${brand.nameEn}）` : categoryName;
  return (
    <div className="search-layout">
      <SearchFilters
        state={state}
        onChange={onChange}
        total={result.data?.total}
        counting={result.isFetching}
        labels={{ category: categoryName, brand: brand?.nameZh }}
      />
      <section className="search-main">
        <SearchSummary
          keyword={state.keyword}
          result={result.data}
          title={title}
          exact={state.exact === true}
          onExact={(exact) => onChange({ exact: exact || undefined })}
        />
        {state.keyword && <SearchSuggestions keyword={state.keyword} onPick={(keyword) => onChange({ keyword })} />}
        <ActiveFilters state={state} onChange={onChange} labels={{ category: categoryName, brand: brand?.nameZh }} />
        {actions && <div className="search-actions">{actions}</div>}
        <SearchSortBar sort={state.sort} onSort={(sort) => onChange({ sort })} />
        <SearchResults state={state} result={result} onChange={onChange} />
      </section>
    </div>
  );
}
