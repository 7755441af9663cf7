import { useQuery } from '@tanstack/react-query';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { orderListQueryOptions } from '../../features/orders/api/get-order-list';
import { MemberSummary } from '../../features/users/components/member-summary';
import { ScreenHeading } from '../screen-heading';

/** /users/: avatar, name, balance in yen with yuan estimates at both rates, order counts per type, shortcuts. */
export function Component() {
  const user = useUserInfo();
  // One order (the smallest page) is enough: the list answer carries the counts of every order type.
  const orders = useQuery(orderListQueryOptions('all', 1, 1));
  return (
    <>
      <ScreenHeading title="个人中心" />
      {user.data ? (
        <MemberSummary user={user.data} userLoadedAt={user.dataUpdatedAt} orderCounts={orders.data?.counts} />
      ) : (
        <p className="muted">{user.isError ? '用户信息加载失败，请刷新重试' : '加载中…'}</p>
      )}
    </>
  );
}
