import { useSearchParams } from 'react-router';
import { searchPath } from '../../components/search-link/search-path';
import { CategoryBrowser } from '../../features/catalog/components/category-browser';
import { useSysConfig } from '../../features/sys/api/get-sys-config';

/** /categories?id= — browse the category tree down to search results. */
export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const categoryId = Number.isInteger(id) && id > 0 ? id : 0;
  const config = useSysConfig();
  return (
    <CategoryBrowser
      categoryId={categoryId}
      treeLink={(next) => (next > 0 ? `/categories?id=${next}` : '/categories')}
      searchLink={(p) => searchPath(config.data?.searchPage, p)}
    />
  );
}
