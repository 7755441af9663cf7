import { useSearchParams } from 'react-router';
import { RatesProvider } from '../../components/price/rates-context';
import { useSearchGoods } from '../../features/catalog/api/search-goods';
import {
  changeSearchState,
  parseSearchState,
  type SearchState,
  searchStateParams,
} from '../../features/catalog/components/search-query';
import { SearchScreen } from '../../features/catalog/components/search-screen';
import { useRate } from '../../features/sys/api/get-rate';

/** /search?keyword= — results through GET /api/goods/search (searchPage 'official'). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const result = useSearchGoods(state);
  const rate = useRate();
  const onChange = (patch: Partial<SearchState>) => setParams(searchStateParams(changeSearchState(state, patch)));
  return (
    <RatesProvider rate={rate.data}>
      <SearchScreen state={state} result={result} onChange={onChange} />
    </RatesProvider>
  );
}
