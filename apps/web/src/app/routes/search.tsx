import { useSearchGoods } from '../../features/catalog/api/search-goods';
import { SearchResultsPage } from '../search-results-page';

/** /search?keyword= — results through GET /api/goods/search (searchPage 'official'). */
export function Component() {
  return <SearchResultsPage useResults={useSearchGoods} />;
}
