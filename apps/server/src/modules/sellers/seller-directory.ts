import { FOLLOWED_NEWEST_ITEMS, type ItemCard, type SellerSummary } from '@daigou/contract';
import { AppError } from '../../lib/errors';
import { itemCardsInChinese } from '../translation/item-cards';
import { getSellerSummary, type SellerDeps } from './seller-service';

/** The seller card for a relation row; null when the marketplace no longer knows the seller. */
export async function summaryOrNull(deps: SellerDeps, sellerId: string): Promise<SellerSummary | null> {
  try {
    return (await getSellerSummary(deps, sellerId)).summary;
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 404) return null;
    throw error;
  }
}

/** The seller's newest open items, for /users/shop. */
export async function newestItems(deps: SellerDeps, sellerId: string): Promise<ItemCard[]> {
  const result = await deps.marketplace.search({
    groups: [],
    sellerId,
    sort: 'newest',
    offset: 0,
    limit: FOLLOWED_NEWEST_ITEMS,
    totalCap: FOLLOWED_NEWEST_ITEMS,
  });
  return itemCardsInChinese(deps.reader, result.items);
}

export async function sellerExists(deps: SellerDeps, sellerId: string): Promise<boolean> {
  return (await deps.marketplace.getSeller(sellerId)) !== null;
}
