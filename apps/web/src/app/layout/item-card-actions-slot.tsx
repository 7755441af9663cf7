import type { ItemCard } from '@daigou/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { type ItemCardActions, ItemCardActionsProvider } from '../../components/item-card/item-card-actions';

// PrimeReact's button, the confirmation dialog and the collect calls stay out of the first load of `/`.
const ItemCardFavorite = lazy(() => import('./item-card-favorite'));

// The corner is absolutely placed, so the empty fallback shifts nothing while the chunk loads.
const renderCardActions: ItemCardActions = (item: ItemCard) => (
  <Suspense fallback={null}>
    <ItemCardFavorite itemId={item.itemId} />
  </Suspense>
);

/** Gives every item card under it (search, home, related, seller and followed-seller items) a favourite button. */
export function ItemCardActionsSlot({ children }: { children: ReactNode }) {
  return <ItemCardActionsProvider value={renderCardActions}>{children}</ItemCardActionsProvider>;
}
