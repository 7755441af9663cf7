import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useRate } from '../../features/sys/api/get-rate';
import { ChargeScreen } from '../../features/wallet/screens/charge-screen';

/** /users/charge: the wallet's top-up screen with the member's balance and both channels' rates. */
export function Component() {
  const user = useUserInfo();
  const rate = useRate();
  return <ChargeScreen balance={user.data?.balance} rate={rate.data} />;
}
