import type { ItemCard } from '@daigou/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { type ItemCardActions, ItemCardActionsProvider } from '../../components/item-card/item-card-actions';
import { LoginPromptButton } from '../../components/login-prompt/login-prompt-button';
import { loginFlag } from '../../lib/login-flag';

// PrimeReact's button, the theme and the collect calls stay out of the first load of `/`: a member's button
// comes in its own chunk after the cards render; a visitor's is a plain button asking to log in (decision 056).
const ItemCardFavorite = lazy(() => import('./item-card-favorite'));

const cardActions: ItemCardActions = {
  // The corner is absolutely placed, so the empty fallback shifts nothing while the chunk loads.
  render: (item: ItemCard) =>
    loginFlag.isSet() ? (
      <Suspense fallback={null}>
        <ItemCardFavorite itemId={item.itemId} />
      </Suspense>
    ) : (
      <LoginPromptButton label="收藏" icon="pi-heart" reason="收藏商品" testId="card-favorite-button" compact />
    ),
  // A member's grid asks its statuses in one call when the button's chunk is there, before its buttons do: they
  // then find the answer in the cache, whichever slice of the grid's rendering they come in (decision 100).
  prime: (items) => {
    if (!loginFlag.isSet() || items.length === 0) return;
    const itemIds = items.map((item) => item.itemId);
    void import('./item-card-favorite').then((m) => m.askCollectStatuses(itemIds));
  },
};

/** Gives every item card under it (search, home, related, seller and followed-seller items) a favourite button. */
export function ItemCardActionsSlot({ children }: { children: ReactNode }) {
  return <ItemCardActionsProvider value={cardActions}>{children}</ItemCardActionsProvider>;
}
