import { useSearchGoodsByPage } from '../../features/catalog/api/search-goods-by-page';
import { SearchResultsPage } from '../search-results-page';

/** /searchByPage?keyword= — the paged variant: results through POST /api/goods/searchByPage. */
export function Component() {
  return <SearchResultsPage useResults={useSearchGoodsByPage} />;
}
