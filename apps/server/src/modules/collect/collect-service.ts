import {
  AUCTION_STATUS_LABELS,
  type CollectList,
  FAVORITES_MAX,
  type Favorite,
  type FavoriteLive,
  type FavoriteSnapshot,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { refuse } from '../../lib/errors';
import type { MarketItem, Marketplace } from '../../marketplace/marketplace';
import { type ChineseReader, titleInChinese } from '../translation/chinese-reader';
import {
  countFavorites,
  deleteFavorite,
  findFavoritedIds,
  insertFavorite,
  listFavorites,
  updateSnapshot,
} from './collect-repository';

type ItemSource = Pick<Marketplace, 'getItem'>;

/** The stored JSON: the snapshot when added, plus the final state once the auction ended (it never changes again). */
interface StoredSnapshot extends FavoriteSnapshot {
  ended?: Omit<FavoriteLive, 'timeLeftMs' | 'statusLabel' | 'onSale'>;
}

interface FavoriteRow {
  item_id: string;
  snapshot: string;
  created_at: number;
}

/** How many marketplace look-ups run at once for one list. */
const LOOKUP_CONCURRENCY = 8;

const snapshotOf = (item: MarketItem): FavoriteSnapshot => ({
  title: item.title,
  image: item.image,
  price: item.currentPrice,
  buyNowPrice: item.buyNowPrice,
  sellerId: item.sellerId,
  endTime: item.endTime,
});

function liveOf(state: NonNullable<StoredSnapshot['ended']>, now: number): FavoriteLive {
  const onSale = state.status.toUpperCase() === 'OPEN';
  return {
    ...state,
    statusLabel: AUCTION_STATUS_LABELS[state.status],
    onSale,
    timeLeftMs: onSale ? Math.max(0, state.endTime - now) : 0,
  };
}

const stateOf = (item: MarketItem): NonNullable<StoredSnapshot['ended']> => ({
  currentPrice: item.currentPrice,
  buyNowPrice: item.buyNowPrice,
  bids: item.bids,
  status: item.status,
  endTime: item.endTime,
});

async function mapBounded<T, R>(values: T[], limit: number, run: (value: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const i = next++;
      out[i] = await run(values[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return out;
}

/**
 * The live state of each favourite. Ended auctions are remembered in the row, so they are never asked
 * for again; open ones are asked of the marketplace, a few at a time.
 */
type FavoriteInJapanese = Omit<Favorite, 'titleZh' | 'titleZhKind'>;

async function withLive(
  db: Db,
  market: ItemSource,
  userId: number,
  rows: FavoriteRow[],
  now: number,
): Promise<FavoriteInJapanese[]> {
  return mapBounded(rows, LOOKUP_CONCURRENCY, async (row) => {
    const stored = JSON.parse(row.snapshot) as StoredSnapshot;
    const { ended, ...snapshot } = stored;
    let state = ended ?? null;
    if (!state) {
      const item = await market.getItem(row.item_id);
      state = item ? stateOf(item) : null;
      if (state && state.status !== 'OPEN') {
        await updateSnapshot(db, userId, row.item_id, JSON.stringify({ ...snapshot, ended: state } satisfies StoredSnapshot));
      }
    }
    const live = state ? liveOf(state, now) : null;
    return {
      itemId: row.item_id,
      createdAt: row.created_at,
      snapshot,
      live,
      priceChange: live ? live.currentPrice - snapshot.price : 0,
    };
  });
}

/** Favourites as members read them: each title in Chinese, as on the result cards. */
async function inChinese(reader: ChineseReader, favorites: FavoriteInJapanese[]): Promise<Favorite[]> {
  const titles = await reader.titles(favorites.map((f) => f.snapshot.title));
  return favorites.map((f, i) => ({ ...f, ...titleInChinese(titles[i]) }));
}

export async function listCollect(
  db: Db,
  market: ItemSource,
  reader: ChineseReader,
  userId: number,
  query: { page: number; limit: number; onSale: boolean },
  now: number,
): Promise<CollectList> {
  const { page, limit, onSale } = query;
  if (!onSale) {
    const [total, rows] = await Promise.all([
      countFavorites(db, userId),
      listFavorites(db, userId, { offset: (page - 1) * limit, limit }),
    ]);
    return { list: await inChinese(reader, await withLive(db, market, userId, rows, now)), total, page, limit, serverTime: now };
  }
  // On sale only: ended rows are known without asking; the rest (at most FAVORITES_MAX) are looked up.
  const rows = (await listFavorites(db, userId)).filter((row) => !(JSON.parse(row.snapshot) as StoredSnapshot).ended);
  const open = (await withLive(db, market, userId, rows, now)).filter((f) => f.live?.onSale);
  const list = await inChinese(reader, open.slice((page - 1) * limit, page * limit));
  return { list, total: open.length, page, limit, serverTime: now };
}

/** Idempotent; keeps a snapshot of the item as it is now. */
export async function addCollect(db: Db, market: ItemSource, userId: number, itemId: string, now: number): Promise<void> {
  if ((await findFavoritedIds(db, userId, [itemId])).length) return;
  if ((await countFavorites(db, userId)) >= FAVORITES_MAX) throw refuse(`收藏最多 ${FAVORITES_MAX} 件商品，请先删除一些`);
  const item = await market.getItem(itemId);
  if (!item) throw refuse('商品不存在或已下架');
  const stored: StoredSnapshot = snapshotOf(item);
  if (item.status !== 'OPEN') stored.ended = stateOf(item);
  await insertFavorite(db, userId, itemId, JSON.stringify(stored), item.endTime, now);
}

/** Idempotent: removing an item that is not a favourite changes nothing. */
export async function deleteCollect(db: Db, userId: number, itemId: string): Promise<void> {
  await deleteFavorite(db, userId, itemId);
}

export const collectedAmong = (db: Db, userId: number, itemIds: string[]) => findFavoritedIds(db, userId, itemIds);
