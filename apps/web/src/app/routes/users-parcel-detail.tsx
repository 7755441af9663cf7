import { useParams } from 'react-router';
import { ParcelDetail } from '../../features/parcels/components/parcel-detail';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /users/parcel/{id}: one international parcel. */
export function Component() {
  const parcelId = Number(useParams().id);
  const onMoneyChanged = useBalanceRefresh();
  return <ParcelDetail parcelId={parcelId} onMoneyChanged={onMoneyChanged} />;
}
