import '../prime-setup';
import { collectStatusQueryOptions } from '../../features/collect/api/get-collect-status';
import { FavoriteButton } from '../../features/collect/components/favorite-button';
import { queryClient } from '../../lib/query-client';

/** Asks the favourite statuses of a grid's items, all in one task: one batched call (what is cached is not asked). */
export function askCollectStatuses(itemIds: readonly string[]): void {
  for (const itemId of itemIds) void queryClient.prefetchQuery(collectStatusQueryOptions(itemId));
}

/**
 * A member's favourite button in an item card's corner (statuses of a page of cards are asked in one call).
 * Loaded lazily, after the cards render, and only for members: it brings PrimeReact's button and theme.
 */
export default function ItemCardFavorite({ itemId }: { itemId: string }) {
  return <FavoriteButton itemId={itemId} compact testId="card-favorite-button" />;
}
