import { PARCEL_TYPES, type ParcelType } from '@daigou/contract';
import { Link, useSearchParams } from 'react-router';
import { ParcelList } from '../../features/parcels/components/parcel-list';
import { ShippingEstimator } from '../../features/parcels/components/shipping-estimator';
import { ScreenHeading } from '../screen-heading';

/** /users/parcel?type=: international parcels, a link to ask for one, and the estimator. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const type = (PARCEL_TYPES.find((t) => t === params.get('type')) ?? 'all') as ParcelType;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <>
      <ScreenHeading title="国际包裹" />
      <p>
        <Link to="/users/parcel/new" className="p-button p-component" data-testid="new-parcel">
          <i className="pi pi-send" aria-hidden="true" />
          &nbsp;申请国际发货
        </Link>
      </p>
      <ParcelList type={type} page={page} onPage={(p) => setParams({ type, page: String(p) })} />
      <ShippingEstimator />
    </>
  );
}
