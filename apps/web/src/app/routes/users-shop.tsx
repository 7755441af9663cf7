import { FollowedSellers } from '../../features/seller-relations/components/followed-sellers';
import { ScreenHeading } from '../screen-heading';

/** /users/shop: followed sellers with their newest items. */
export function Component() {
  return (
    <>
      <ScreenHeading title="关注的卖家" />
      <FollowedSellers />
    </>
  );
}
