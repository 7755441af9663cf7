import { ORDER_STATUS_LABELS, type OrderRecord, type OrderStatusCode } from '@daigou/contract';
import { Timeline } from 'primereact/timeline';
import { formatDateTime } from '../../../lib/format-date';

const ACTORS: Record<string, string> = { member: '我', staff: '客服', system: '系统' };
const label = (status: number | null) => (status ? (ORDER_STATUS_LABELS[status as OrderStatusCode] ?? String(status)) : '');

/** The order records: every status move with who, why and when, oldest first. */
export function OrderTimeline({ records }: { records: OrderRecord[] }) {
  const events = [...records].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  return (
    <Timeline
      className="order-timeline"
      value={events}
      marker={(e: OrderRecord) => <span className={`order-timeline__dot order-status--s${e.toStatus}`} aria-hidden="true" />}
      content={(e: OrderRecord) => (
        <div className="order-timeline__event" data-testid="timeline-event" data-to={e.toStatus ?? ''}>
          <strong>
            {e.fromStatus ? `${label(e.fromStatus)} → ` : ''}
            {label(e.toStatus)}
          </strong>
          <span className="order-timeline__note">{e.note}</span>
          <span className="muted order-timeline__meta">
            {ACTORS[e.actor ?? ''] ?? e.actor ?? ''} · {formatDateTime(e.createdAt)}
          </span>
        </div>
      )}
    />
  );
}
