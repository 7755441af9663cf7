import { SellerPage } from '../seller-page';

/** /seller/{id} — the seller's profile, rating summary and risk, ratings, and open items. */
export function Component() {
  return <SellerPage noun="卖家" withRatings />;
}
