import type { SearchResult } from '@daigou/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  changeSearchState,
  parseSearchState,
  type SearchState,
  searchStateParams,
} from '../features/catalog/components/search-query';
import { SearchScreen } from '../features/catalog/components/search-screen';
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button';

/** The results screen of /search and /searchByPage; they differ only in the call that searches. */
export function SearchResultsPage({ useResults }: { useResults: (state: SearchState) => UseQueryResult<SearchResult> }) {
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const result = useResults(state);
  const onChange = (patch: Partial<SearchState>) => setParams(searchStateParams(changeSearchState(state, patch)));
  const { sort: _sort, page: _page, limit: _limit, ...filters } = state;
  return <SearchScreen state={state} result={result} onChange={onChange} actions={<SaveSearchButton filters={filters} />} />;
}
