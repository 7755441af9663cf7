import { ORDER_STATUS_LABELS, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import { Tag } from 'primereact/tag';

const SEVERITY: Record<number, 'info' | 'success' | 'warning' | 'danger' | 'secondary' | 'contrast'> = {
  [OrderStatus.cancelled]: 'secondary',
  [OrderStatus.unpaid]: 'warning',
  [OrderStatus.paid]: 'info',
  [OrderStatus.purchased]: 'info',
  [OrderStatus.shipped]: 'info',
  [OrderStatus.inspecting]: 'warning',
  [OrderStatus.warehoused]: 'success',
  [OrderStatus.problem]: 'danger',
  [OrderStatus.failed]: 'secondary',
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
