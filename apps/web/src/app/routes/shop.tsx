import { SellerPage } from '../seller-page';

/** /shop/{id} — a seller's shop front: the profile with rating summary and risk, then the items. */
export function Component() {
  return <SellerPage noun="店铺" withRatings={false} />;
}
