import { useNavigate } from 'react-router';
import { PasteItemLink } from '../../features/orders/components/paste-item-link';

/** /order/check without an item: paste a Yahoo! Auctions item link or id, then order from the item's page. */
export function Component() {
  const navigate = useNavigate();
  return <PasteItemLink onItem={(itemId) => navigate(`/shop/product/${itemId}`)} />;
}
