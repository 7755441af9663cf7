import { useSearchParams } from 'react-router';
import { searchPath } from '../../components/search-link/search-path';
import { CategoryBrowser } from '../../features/catalog/components/category-browser';
import { categoryIdOf } from '../../features/catalog/components/category-id';
import { useSysConfig } from '../../features/sys/api/get-sys-config';

/** /categories?id= — browse the category tree down to search results. */
export function Component() {
  const [params] = useSearchParams();
  const categoryId = categoryIdOf(params);
  const config = useSysConfig();
  return (
    <CategoryBrowser
      categoryId={categoryId}
      treeLink={(next) => (next > 0 ? `/categories?id=${next}` : '/categories')}
      searchLink={(p) => searchPath(config.data?.searchPage, p)}
    />
  );
}
