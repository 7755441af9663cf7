import { WithdrawScreen } from '../../features/wallet/screens/withdraw-screen';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /users/withdraw: unused balance back to the channels it was paid with (提现). */
export function Component() {
  const onBalanceChanged = useBalanceRefresh();
  return <WithdrawScreen onBalanceChanged={onBalanceChanged} />;
}
