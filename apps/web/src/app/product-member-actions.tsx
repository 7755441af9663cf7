import './prime-setup';
import { FavoriteButton } from '../features/collect/components/favorite-button';
import { SellerRelationButtons } from '../features/seller-relations/components/seller-relation-buttons';

/**
 * The item page's member buttons (favourite, follow / blacklist the seller): PrimeReact buttons with their
 * calls, in their own chunk with PrimeReact's setup, so a visitor's item page loads no PrimeReact at all
 * (decision 056).
 */
export { FavoriteButton, SellerRelationButtons };
