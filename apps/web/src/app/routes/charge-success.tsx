import { useUserInfo } from '../../features/auth/api/get-user-info';
import { ChargeSuccessScreen } from '../../features/wallet/screens/charge-success-screen';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /charge/success: the credited top-up and the new balance (reloaded once the top-up is credited). */
export function Component() {
  const user = useUserInfo();
  const onCredited = useBalanceRefresh();
  return <ChargeSuccessScreen balance={user.data?.balance} onCredited={onCredited} />;
}
