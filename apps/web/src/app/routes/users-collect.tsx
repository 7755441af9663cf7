import { RatesProvider } from '../../components/price/rates-context';
import { CollectList } from '../../features/collect/components/collect-list';
import { useRate } from '../../features/sys/api/get-rate';
import { ScreenHeading } from '../screen-heading';

/** /users/collect: favourites with their live price, status and time left. */
export function Component() {
  const rate = useRate();
  return (
    <RatesProvider rate={rate.data}>
      <ScreenHeading title="我的收藏" />
      <CollectList />
    </RatesProvider>
  );
}
