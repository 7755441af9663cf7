import type { Banner } from '@daigou/contract';
import type { Db } from '../../db/database';
import { countHotKeywords, listEnabledBanners, listHotKeywords } from './content-repository';

export async function getBanners(db: Db): Promise<Banner[]> {
  const rows = await listEnabledBanners(db);
  return rows.map((r) => ({ id: r.id, img: r.img, jumpUrl: r.jump_url }));
}

/**
 * A page of hot keywords. Past the last page it wraps around, so the storefront's "换一批" (refresh)
 * always shows keywords.
 */
export async function getHotKeywords(db: Db, page: number, limit: number): Promise<string[]> {
  const total = await countHotKeywords(db);
  if (total === 0) return [];
  const pages = Math.max(1, Math.ceil(total / limit));
  const offset = ((page - 1) % pages) * limit;
  const rows = await listHotKeywords(db, offset, limit);
  return rows.map((r) => r.keyword);
}
