import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RatesProvider } from '../../components/price/rates-context';
import { authKeys } from '../../features/auth/api/keys';
import { OrderListScreen } from '../../features/orders/screens/order-list-screen';
import { useRate } from '../../features/sys/api/get-rate';

/** /users/order?type=all|2|3|4|5|20|21|6|13. */
export function Component() {
  const queryClient = useQueryClient();
  const rate = useRate();
  const onMoneyChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }), [queryClient]);
  return (
    <RatesProvider rate={rate.data}>
      <OrderListScreen onMoneyChanged={onMoneyChanged} />
    </RatesProvider>
  );
}
