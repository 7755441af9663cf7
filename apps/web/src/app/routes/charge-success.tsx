import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RatesProvider } from '../../components/price/rates-context';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { authKeys } from '../../features/auth/api/keys';
import { useRate } from '../../features/sys/api/get-rate';
import { ChargeSuccessScreen } from '../../features/wallet/screens/charge-success-screen';

/** /charge/success: the credited top-up and the new balance (reloaded once the top-up is credited). */
export function Component() {
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const rate = useRate();
  const onCredited = useCallback(() => void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }), [queryClient]);
  return (
    <RatesProvider rate={rate.data}>
      <ChargeSuccessScreen balance={user.data?.balance} onCredited={onCredited} />
    </RatesProvider>
  );
}
