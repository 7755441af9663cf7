import { LoginPromptButton } from '../../components/login-prompt/login-prompt-button';
import { FavoriteButton } from '../../features/collect/components/favorite-button';
import { loginFlag } from '../../lib/login-flag';

/**
 * The favourite button in an item card's corner: members toggle it (statuses of a page of cards are asked in
 * one call); visitors are asked to log in, as on the item page. Loaded lazily, after the cards render.
 */
export default function ItemCardFavorite({ itemId }: { itemId: string }) {
  return loginFlag.isSet() ? (
    <FavoriteButton itemId={itemId} compact testId="card-favorite-button" />
  ) : (
    <LoginPromptButton label="收藏" icon="pi-heart" reason="收藏商品" testId="card-favorite-button" compact />
  );
}
