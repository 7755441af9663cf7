import { searchPath } from '../../components/search-link/search-path';
import { brandsQueryOptions } from '../../features/catalog/api/get-brands';
import { BrandIndex } from '../../features/catalog/components/brand-index';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { queryClient } from '../../lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(brandsQueryOptions());
  return null;
}

/** /brands — A–Z brand index (brands kept in the local IndexedDB store), brand → results. */
export function Component() {
  const config = useSysConfig();
  return <BrandIndex searchLink={(p) => searchPath(config.data?.searchPage, p)} />;
}
