import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

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
  external_ref: string | null;
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

/** The NULL columns a part of the record page fills in for the other part's columns. */
export const nullInt = sql<number | null>`cast(null as bigint)`;
export const nullText = sql<string | null>`cast(null as varchar(64))`;
export const nullRef = sql<string | null>`cast(null as varchar(96))`;

/**
 * Another area's part of the record page (the orders area's status records, decision 025): its rows as
 * `RecordRow` for the union, and how many there are. Only the owner of those rows names their table.
 */
export interface RecordPart {
  rows(f: RecordFilter): SelectQueryBuilder<Database, keyof Database, RecordRow>;
  count(f: RecordFilter): Promise<number>;
}

/**
 * Money movements and, with `orderPart`, status records of one member, newest first, as one paged list
 * (one statement for the page, one count per part).
 */
export async function listRecords(
  db: Db,
  f: RecordFilter,
  page: number,
  limit: number,
  orderPart: RecordPart | null,
): Promise<{ rows: RecordRow[]; total: number }> {
  const money = moneyQuery(db, f)
    .select([
      sql<'money'>`'money'`.as('type'),
      'ledger_entries.id as id',
      'ledger_entries.order_id as order_id',
      'recharges.recharge_no as recharge_no',
      'ledger_entries.external_ref as external_ref',
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
  const includeOrder = f.includeOrder && f.kind === undefined && orderPart !== null;
  const counts = await Promise.all([
    f.includeMoney
      ? moneyQuery(db, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : { n: 0 },
    includeOrder && orderPart ? orderPart.count(f).then((n) => ({ n })) : { n: 0 },
  ]);
  const total = Number(counts[0].n) + Number(counts[1].n);
  if (total === 0 || (!f.includeMoney && !includeOrder)) return { rows: [], total };
  const orders = includeOrder ? orderPart?.rows(f) : undefined;
  const source = orders === undefined ? money : f.includeMoney ? money.unionAll(orders) : orders;
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
