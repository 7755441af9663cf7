import type { ItemCard } from '@daigou/contract';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What an item card shows in its action corner (the favourite button), filled in by app/: shared components
 * cannot import features, and the features that list cards (catalog, content, sellers, seller-relations)
 * cannot import collect. Without a provider, cards have no actions.
 */
export interface ItemCardActions {
  /** The corner's content for one card. */
  render: (item: ItemCard) => ReactNode;
  /**
   * Called by a grid with all its items before any card renders: what the corners will ask is asked for the whole
   * grid at once (a page of cards is one favourite-status call, however its cards' rendering is sliced).
   * Idempotent: a grid may call it on every render.
   */
  prime?: (items: readonly ItemCard[]) => void;
}

const ItemCardActionsContext = createContext<ItemCardActions | null>(null);

export const ItemCardActionsProvider = ItemCardActionsContext.Provider;

export function useItemCardActions(): ItemCardActions | null {
  return useContext(ItemCardActionsContext);
}
