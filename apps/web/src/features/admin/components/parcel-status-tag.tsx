import { PARCEL_STATUS_LABELS, type ParcelStatusCode } from '@daigou/contract';
import { Tag } from 'primereact/tag';

const SEVERITY: Record<ParcelStatusCode, 'info' | 'success' | 'warning' | 'danger' | 'secondary'> = {
  1: 'secondary',
  2: 'warning',
  3: 'info',
  4: 'warning',
  5: 'info',
  6: 'success',
  13: 'secondary',
  21: 'danger',
};

export function ParcelStatusTag({ status }: { status: ParcelStatusCode }) {
  return <Tag value={PARCEL_STATUS_LABELS[status]} severity={SEVERITY[status]} data-testid="parcel-status" />;
}
