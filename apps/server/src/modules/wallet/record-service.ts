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
