import { searchPath } from '../../components/search-link/search-path';
import { BrandIndex } from '../../features/catalog/components/brand-index';
import { useSysConfig } from '../../features/sys/api/get-sys-config';

/** /brands — A–Z brand index (brands kept in the local IndexedDB store), brand → results. */
export function Component() {
  const config = useSysConfig();
  return <BrandIndex searchLink={(p) => searchPath(config.data?.searchPage, p)} />;
}
