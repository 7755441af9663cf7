import { PARCEL_STATUS_LABELS, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { Tag } from 'primereact/tag';

const SEVERITY: Record<ParcelStatusCode, 'info' | 'success' | 'warning' | 'danger' | 'secondary'> = {
  [ParcelStatus.cancelled]: 'secondary',
  [ParcelStatus.requested]: 'warning',
  [ParcelStatus.packed]: 'info',
  [ParcelStatus.paid]: 'warning',
  [ParcelStatus.shipped]: 'info',
  [ParcelStatus.received]: 'success',
  [ParcelStatus.closed]: 'secondary',
  [ParcelStatus.problem]: 'danger',
};

export function ParcelStatusTag({ status }: { status: ParcelStatusCode }) {
  return <Tag value={PARCEL_STATUS_LABELS[status]} severity={SEVERITY[status]} data-testid="parcel-status" />;
}
