import { useParams } from 'react-router';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { OrderSettleScreen } from '../../features/orders/screens/order-settle-screen';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /order/settle/{orderId}: pay from the balance; paying reloads the balance. */
export function Component() {
  const orderId = Number(useParams().id);
  const user = useUserInfo();
  const onPaid = useBalanceRefresh();
  return <OrderSettleScreen orderId={orderId} balance={user.data?.balance} onPaid={onPaid} />;
}
