import { RatesProvider } from '../../components/price/rates-context';
import { FollowedSellers } from '../../features/seller-relations/components/followed-sellers';
import { useRate } from '../../features/sys/api/get-rate';
import { ScreenHeading } from '../screen-heading';

/** /users/shop: followed sellers with their newest items. */
export function Component() {
  const rate = useRate();
  return (
    <RatesProvider rate={rate.data}>
      <ScreenHeading title="关注的卖家" />
      <FollowedSellers />
    </RatesProvider>
  );
}
