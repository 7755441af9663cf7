import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { RatesProvider } from '../../components/price/rates-context';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { authKeys } from '../../features/auth/api/keys';
import { OrderSettleScreen } from '../../features/orders/screens/order-settle-screen';
import { useRate } from '../../features/sys/api/get-rate';

/** /order/settle/{orderId}: pay from the balance; paying reloads the balance. */
export function Component() {
  const orderId = Number(useParams().id);
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const rate = useRate();
  const onPaid = useCallback(() => void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }), [queryClient]);
  return (
    <RatesProvider rate={rate.data}>
      <OrderSettleScreen orderId={orderId} balance={user.data?.balance} onPaid={onPaid} />
    </RatesProvider>
  );
}
