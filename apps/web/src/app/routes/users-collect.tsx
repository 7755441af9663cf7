import { CollectList } from '../../features/collect/components/collect-list';
import { ScreenHeading } from '../screen-heading';

/** /users/collect: favourites with their live price, status and time left. */
export function Component() {
  return (
    <>
      <ScreenHeading title="我的收藏" />
      <CollectList />
    </>
  );
}
