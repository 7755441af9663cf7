import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface RecordFilter {
  userId: number;
  includeMoney: boolean;
  includeOrder: boolean;
  orderId?: number;
  kind?: string;
  from?: number;
  to?: number;
}

export interface RecordRow {
  type: 'money' | 'order';
  id: number;
  order_id: number | null;
  recharge_no: string | null;
  kind: string | null;
  amount: number | null;
  balance_after: number | null;
  from_status: number | null;
  to_status: number | null;
  actor: string | null;
  note: string;
  created_at: number;
}

function moneyQuery(db: Db, f: RecordFilter) {
  let q = db
    .selectFrom('ledger_entries')
    .leftJoin('recharges', 'recharges.id', 'ledger_entries.recharge_id')
    .where('ledger_entries.user_id', '=', f.userId);
  if (f.orderId !== undefined) q = q.where('ledger_entries.order_id', '=', f.orderId);
  if (f.kind !== undefined) q = q.where('ledger_entries.kind', '=', f.kind as never);
  if (f.from !== undefined) q = q.where('ledger_entries.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('ledger_entries.created_at', '<', f.to);
  return q;
}

function orderQuery(db: Db, f: RecordFilter) {
  let q = db.selectFrom('order_events').where('order_events.user_id', '=', f.userId);
  if (f.orderId !== undefined) q = q.where('order_events.order_id', '=', f.orderId);
  if (f.from !== undefined) q = q.where('order_events.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('order_events.created_at', '<', f.to);
  return q;
}

const nullInt = sql<number | null>`cast(null as bigint)`;
const nullText = sql<string | null>`cast(null as varchar(64))`;

/** Money movements and status records of one member, newest first, as one paged list. */
export async function listRecords(
  db: Db,
  f: RecordFilter,
  page: number,
  limit: number,
): Promise<{ rows: RecordRow[]; total: number }> {
  const money = moneyQuery(db, f)
    .select([
      sql<'money'>`'money'`.as('type'),
      'ledger_entries.id as id',
      'ledger_entries.order_id as order_id',
      'recharges.recharge_no as recharge_no',
      'ledger_entries.kind as kind',
      'ledger_entries.amount as amount',
      'ledger_entries.balance_after as balance_after',
      nullInt.as('from_status'),
      nullInt.as('to_status'),
      nullText.as('actor'),
      'ledger_entries.note as note',
      'ledger_entries.created_at as created_at',
    ])
    .$castTo<RecordRow>();
  const orders = orderQuery(db, f)
    .select([
      sql<'order'>`'order'`.as('type'),
      'order_events.id as id',
      'order_events.order_id as order_id',
      nullText.as('recharge_no'),
      nullText.as('kind'),
      nullInt.as('amount'),
      nullInt.as('balance_after'),
      'order_events.from_status as from_status',
      'order_events.to_status as to_status',
      'order_events.actor_type as actor',
      'order_events.reason as note',
      'order_events.created_at as created_at',
    ])
    .$castTo<RecordRow>();
  const includeOrder = f.includeOrder && f.kind === undefined;
  const counts = await Promise.all([
    f.includeMoney
      ? moneyQuery(db, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : { n: 0 },
    includeOrder
      ? orderQuery(db, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : { n: 0 },
  ]);
  const total = Number(counts[0].n) + Number(counts[1].n);
  if (total === 0 || (!f.includeMoney && !includeOrder)) return { rows: [], total };
  const source = f.includeMoney && includeOrder ? money.unionAll(orders) : f.includeMoney ? money : orders;
  const rows = await db
    .selectFrom(source.as('r'))
    .selectAll()
    .orderBy('r.created_at', 'desc')
    .orderBy('r.type', 'asc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows: rows as RecordRow[], total };
}
