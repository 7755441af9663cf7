import { OrderListScreen } from '../../features/orders/screens/order-list-screen';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /users/order?type=all|2|3|4|5|20|21|6|13. */
export function Component() {
  const onMoneyChanged = useBalanceRefresh();
  return <OrderListScreen onMoneyChanged={onMoneyChanged} />;
}
