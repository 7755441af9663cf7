import { BlacklistTable } from '../../features/seller-relations/components/blacklist-table';
import { ScreenHeading } from '../screen-heading';
import { useRelationRefresh } from '../use-relation-refresh';

/** /users/shop/black: the blacklist; unblacking is confirmed through the confirmation dialog. */
export function Component() {
  const relationChanged = useRelationRefresh();
  return (
    <>
      <ScreenHeading title="卖家黑名单" />
      <BlacklistTable onChanged={relationChanged} />
    </>
  );
}
