import type { Brand, BrandsFile } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocument } from '../../../lib/api-client';
import { localDb } from '../../../lib/local-db';
import { catalogKeys } from './keys';

/** The brand list is read from the local `brands` store; the network is asked when it is empty or older than this. */
export const BRANDS_LOCAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Id of the store's bookkeeping entry (brand ids start at 1). */
const META_ID = 0;

export interface BrandList {
  brands: Brand[];
  /** Where this answer came from: the IndexedDB store, or /data/brands.json. */
  source: 'local' | 'network';
}

interface BrandsMeta {
  id: typeof META_ID;
  version: string;
  savedAt: number;
}

const byPopularity = (a: Brand, b: Brand) => a.initial.localeCompare(b.initial) || b.popularity - a.popularity;

async function readLocal(): Promise<{ brands: Brand[]; meta: BrandsMeta | undefined } | null> {
  try {
    const db = await localDb();
    const rows = await db.getAll('brands');
    const meta = rows.find((row) => row.id === META_ID) as BrandsMeta | undefined;
    const brands = rows.filter((row) => row.id !== META_ID).map(({ id: _id, ...brand }) => brand as unknown as Brand);
    return { brands, meta };
  } catch {
    return null; // IndexedDB unavailable (private mode, blocked): the network still answers.
  }
}

async function saveLocal(file: BrandsFile, now: number): Promise<void> {
  try {
    const db = await localDb();
    const tx = db.transaction('brands', 'readwrite');
    await tx.store.clear();
    for (const brand of file.brands) await tx.store.put({ id: brand.brandId, ...brand });
    await tx.store.put({ id: META_ID, version: file.version, savedAt: now } satisfies BrandsMeta);
    await tx.done;
  } catch {
    // Not cached this time; the list is still shown.
  }
}

/** GET /data/brands.json — a static document (not an envelope). */
const fetchBrands = (): Promise<BrandsFile> => getDocument<BrandsFile>('/data/brands.json');

/** Brands for the A–Z index: from IndexedDB when saved there, else /data/brands.json (then saved). */
export async function getBrands(now = Date.now()): Promise<BrandList> {
  const local = await readLocal();
  if (local?.meta && local.brands.length > 0) {
    if (now - local.meta.savedAt > BRANDS_LOCAL_MAX_AGE_MS) {
      // Shown from the store now; refreshed there for the next visit.
      fetchBrands().then(
        (file) => saveLocal(file, now),
        () => {},
      );
    }
    return { brands: local.brands.sort(byPopularity), source: 'local' };
  }
  const file = await fetchBrands();
  await saveLocal(file, now);
  return { brands: [...file.brands].sort(byPopularity), source: 'network' };
}

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.brands(), queryFn: () => getBrands(), staleTime: Number.POSITIVE_INFINITY });

/** `enabled` false: not asked (yet) — the search screen needs the list only for a brand filter or the open column. */
export const useBrands = (enabled = true) => useQuery({ ...brandsQueryOptions(), enabled });
