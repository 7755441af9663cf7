import { useSearchParams } from 'react-router';
import { RatesProvider } from '../../components/price/rates-context';
import { useSearchGoodsByPage } from '../../features/catalog/api/search-goods-by-page';
import {
  changeSearchState,
  parseSearchState,
  type SearchState,
  searchStateParams,
} from '../../features/catalog/components/search-query';
import { SearchScreen } from '../../features/catalog/components/search-screen';
import { useRate } from '../../features/sys/api/get-rate';

/** /searchByPage?keyword= — the paged variant: results through POST /api/goods/searchByPage. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const result = useSearchGoodsByPage(state);
  const rate = useRate();
  const onChange = (patch: Partial<SearchState>) => setParams(searchStateParams(changeSearchState(state, patch)));
  return (
    <RatesProvider rate={rate.data}>
      <SearchScreen state={state} result={result} onChange={onChange} />
    </RatesProvider>
  );
}
