import type { LedgerKind, OrderRecord, OrderRecordQuery, Paged } from '@daigou/contract';
import type { Db } from '../../db/database';
import { listRecords, type RecordPart, type RecordRow } from './record-repository';

const ACTOR_LABELS: Record<string, string> = { member: '会员', staff: '客服', system: '系统' };

export function toOrderRecord(row: RecordRow): OrderRecord {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    type: row.type,
    id: Number(row.id),
    orderId: num(row.order_id),
    rechargeId: row.recharge_no ?? null,
    externalRef: row.external_ref ?? null,
    kind: (row.kind as LedgerKind | null) ?? null,
    amount: num(row.amount),
    balanceAfter: num(row.balance_after),
    fromStatus: num(row.from_status),
    toStatus: num(row.to_status),
    actor: row.actor === null ? null : (ACTOR_LABELS[row.actor] ?? row.actor),
    note: row.note,
    createdAt: Number(row.created_at),
  };
}

/** An order's or a parcel's status move (its event row), as the timeline shows it. */
interface MoveRow {
  id: number;
  from_status: number;
  to_status: number;
  actor_type: string;
  reason: string;
  created_at: number;
}

/** A ledger entry, as an order's or a parcel's money list shows it. */
interface LedgerRow {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  note: string;
  created_at: number;
}

/** A status move as a record; `orderId` is the order it moved (null for a parcel's move). */
export function moveRecord(e: MoveRow, orderId: number | null): OrderRecord {
  return toOrderRecord({
    type: 'order',
    id: e.id,
    order_id: orderId,
    recharge_no: null,
    external_ref: null,
    kind: null,
    amount: null,
    balance_after: null,
    from_status: e.from_status,
    to_status: e.to_status,
    actor: e.actor_type,
    note: e.reason,
    created_at: e.created_at,
  });
}

/** A ledger entry as a record, naming the order and the provider transaction as the caller shows them. */
export function ledgerRecord(m: LedgerRow, shown: { orderId: number | null; externalRef: string | null }): OrderRecord {
  return toOrderRecord({
    type: 'money',
    id: m.id,
    order_id: shown.orderId,
    recharge_no: null,
    external_ref: shown.externalRef,
    kind: m.kind,
    amount: m.amount,
    balance_after: m.balance_after,
    from_status: null,
    to_status: null,
    actor: null,
    note: m.note,
    created_at: m.created_at,
  });
}

/**
 * `GetOrderRecord`: the member's money movements and order records, filterable and paged. The order records
 * are the orders area's part (`orderEventRecords`); without it (the staff ledger) only money is listed.
 */
export async function getOrderRecords(
  db: Db,
  userId: number,
  query: OrderRecordQuery,
  orderPart: RecordPart | null,
): Promise<Paged<OrderRecord>> {
  const { rows, total } = await listRecords(
    db,
    {
      userId,
      includeMoney: query.type !== 'order',
      includeOrder: query.type !== 'money',
      orderId: query.orderId,
      kind: query.kind,
      from: query.from,
      to: query.to,
    },
    query.page,
    query.limit,
    orderPart,
  );
  return { list: rows.map(toOrderRecord), total, page: query.page, limit: query.limit };
}
