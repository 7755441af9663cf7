import type { ItemCard } from '@daigou/contract';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What an item card shows in its action corner (the favourite button), filled in by app/: shared components
 * cannot import features, and the features that list cards (catalog, content, sellers, seller-relations)
 * cannot import collect. Without a provider, cards have no actions.
 */
export type ItemCardActions = (item: ItemCard) => ReactNode;

const ItemCardActionsContext = createContext<ItemCardActions | null>(null);

export const ItemCardActionsProvider = ItemCardActionsContext.Provider;

export function useItemCardActions(): ItemCardActions | null {
  return useContext(ItemCardActionsContext);
}
