import { type ItemCard, savedSearchQueryString } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { Marketplace } from '../marketplace/marketplace';
import type { CatalogDeps } from '../modules/catalog/search/search-service';
import { searchGoods } from '../modules/catalog/search/search-service';
import { notifyMember } from '../modules/notifications/notify-member';
import { findDueSavedSearches, recordSavedSearchCheck } from '../modules/saved-searches/saved-search-repository';
import { filtersOf } from '../modules/saved-searches/saved-search-service';
import type { ChineseReader } from '../modules/translation/chinese-reader';

/** Saved searches checked per pass (decision 087): one marketplace search each. */
export const SAVED_SEARCHES_PER_PASS = { local: 50, yahoo: 3 } as const;
/** Newest listings read per check. */
export const SAVED_SEARCH_PAGE = 20;
/** Item ids kept per saved search to tell new listings from ones already seen. */
export const SAVED_SEARCH_SEEN_KEEP = 60;
/** Items named in one notice. */
const NOTICE_ITEMS = 3;

export interface SavedSearchAlertDeps {
  db: Db;
  marketplace: Marketplace;
  reader: ChineseReader;
  now: number;
  /** Searches checked this pass (the upstream budget). */
  batch: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export interface SavedSearchAlertReport {
  checked: number;
  notified: number;
  errors: number;
}

/** A short Chinese description of the search, for the notice's title. */
function describe(filters: ReturnType<typeof filtersOf>): string {
  if (filters.keyword) return `「${filters.keyword.slice(0, 30)}」`;
  return '（按筛选条件）';
}

async function titlesOf(deps: SavedSearchAlertDeps, items: ItemCard[], report: SavedSearchAlertReport): Promise<string[]> {
  try {
    const zh = await deps.reader.titles(items.map((i) => i.title));
    return items.map((item, i) => zh[i]?.text || item.titleZh || item.title);
  } catch (error) {
    report.errors++;
    deps.log?.error({ err: error }, 'saved-search alert: Chinese titles failed');
    return items.map((item) => item.titleZh || item.title);
  }
}

/**
 * One pass of 搜索订阅 (issue 28 §4, decision 087): the unpaused saved searches checked longest ago (never
 * checked first), at most `batch` of them, each run once against the marketplace sorted newest. The first
 * check records what is listed as a baseline; later checks tell the member, in one notice per search, of
 * listings not seen before (site message, and mail when the member has 搜索订阅上新 on). The check is recorded
 * with a compare-and-set on `checked_at` in the notice's transaction, so of two instances that read the same
 * search only one notifies.
 */
export async function runSavedSearchAlertPass(deps: SavedSearchAlertDeps): Promise<SavedSearchAlertReport> {
  const report: SavedSearchAlertReport = { checked: 0, notified: 0, errors: 0 };
  const catalog: CatalogDeps = { db: deps.db, marketplace: deps.marketplace, reader: deps.reader };
  for (const row of await findDueSavedSearches(deps.db, deps.batch)) {
    try {
      const filters = filtersOf(row);
      const result = await searchGoods(
        catalog,
        {
          ...filters,
          condition: filters.condition,
          sort: 'newest',
          page: 1,
          limit: SAVED_SEARCH_PAGE,
          buyNow: !!filters.buyNow,
          endingSoon: !!filters.endingSoon,
          freeShipping: !!filters.freeShipping,
          exact: !!filters.exact,
        },
        row.user_id,
      );
      const seen = new Set<string>(JSON.parse(row.seen_ids) as string[]);
      const fresh = row.checked_at === null ? [] : result.list.filter((item) => !seen.has(item.itemId));
      const kept = [...new Set([...result.list.map((i) => i.itemId), ...seen])].slice(0, SAVED_SEARCH_SEEN_KEEP);
      const titles = fresh.length ? await titlesOf(deps, fresh.slice(0, NOTICE_ITEMS), report) : [];
      const sent = await inTransaction(deps.db, async (trx) => {
        if (!(await recordSavedSearchCheck(trx, row, JSON.stringify(kept), deps.now, fresh.length > 0))) return false;
        if (!fresh.length) return false;
        const more = fresh.length > NOTICE_ITEMS ? ` 等 ${fresh.length} 件` : '';
        const title = `搜索订阅${describe(filters)}有新上架商品`;
        const content = `您保存的搜索${describe(filters)}有 ${fresh.length} 件新上架商品：${titles.map((t) => `「${t.slice(0, 40)}」`).join('、')}${more}。`;
        await notifyMember(trx, {
          userId: row.user_id,
          event: 'saved_search',
          now: deps.now,
          title,
          content,
          mail: {
            kind: 'saved_search',
            itemTitle: titles[0] ?? null,
            path: `/search?${savedSearchQueryString(filters)}`,
            linkLabel: '查看搜索结果',
          },
        });
        return true;
      });
      report.checked++;
      if (sent) report.notified++;
    } catch (error) {
      report.errors++;
      deps.log?.error({ err: error, savedSearchId: row.id }, 'saved-search alert failed');
    }
  }
  return report;
}
