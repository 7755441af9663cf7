import type { Db } from '../../db/database';
import type { YahooClosedSearchPage } from './closed-search-page';

/**
 * Closed-price pages read from Yahoo (decision 090), parsed and kept per upstream URL in `sold_price_pages`, so
 * that every instance reuses a page read within the TTL by any of them.
 */

export interface StoredSoldPage {
  page: YahooClosedSearchPage;
  /** App clock. */
  fetchedAt: number;
}

export async function findSoldPage(db: Db, url: string): Promise<StoredSoldPage | null> {
  const row = await db.selectFrom('sold_price_pages').selectAll().where('url', '=', url).executeTakeFirst();
  return row ? { page: JSON.parse(row.page) as YahooClosedSearchPage, fetchedAt: Number(row.fetched_at) } : null;
}

/** Stores a page just read; another instance's row for the same URL is replaced. */
export async function saveSoldPage(db: Db, url: string, page: YahooClosedSearchPage, fetchedAt: number): Promise<void> {
  const text = JSON.stringify(page);
  await db
    .insertInto('sold_price_pages')
    .values({ url, fetched_at: fetchedAt, page: text })
    .onConflict((oc) => oc.column('url').doUpdateSet({ fetched_at: fetchedAt, page: text }))
    .execute();
}
