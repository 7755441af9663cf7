import '../prime-setup';
import { FavoriteButton } from '../../features/collect/components/favorite-button';

/**
 * A member's favourite button in an item card's corner (statuses of a page of cards are asked in one call).
 * Loaded lazily, after the cards render, and only for members: it brings PrimeReact's button and theme.
 */
export default function ItemCardFavorite({ itemId }: { itemId: string }) {
  return <FavoriteButton itemId={itemId} compact testId="card-favorite-button" />;
}
