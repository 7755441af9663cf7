import { useParams } from 'react-router';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { ParcelDetail } from '../../features/parcels/components/parcel-detail';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /users/parcel/{id}: one international parcel; the balance tells whether paying can succeed. */
export function Component() {
  const parcelId = Number(useParams().id);
  const onMoneyChanged = useBalanceRefresh();
  const user = useUserInfo();
  return <ParcelDetail parcelId={parcelId} balance={user.data?.balance} onMoneyChanged={onMoneyChanged} />;
}
