import { ORDER_STATUS_LABELS, type OrderStatusCode } from '@daigou/contract';
import { Tag } from 'primereact/tag';

const SEVERITY: Record<number, 'info' | 'success' | 'warning' | 'danger' | 'secondary' | 'contrast'> = {
  1: 'secondary',
  2: 'warning',
  3: 'info',
  4: 'info',
  5: 'info',
  20: 'warning',
  6: 'success',
  21: 'danger',
  13: 'secondary',
};

export function StatusTag({ status }: { status: number }) {
  return (
    <Tag
      value={ORDER_STATUS_LABELS[status as OrderStatusCode] ?? String(status)}
      severity={SEVERITY[status] ?? 'info'}
      data-testid="order-status"
    />
  );
}
