import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Order numbers as decision 053 defined them when this migration was released: a frozen copy of the
// contract's order-no.ts, so this migration never changes with the application code.
const ORDER_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ORDER_NO_PATTERN = /^DG\d{8}-[2-9A-HJ-NP-Z]{6}$/;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

function orderNoOf(now: number, random: ArrayLike<number>): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_NO_ALPHABET[(random[i] ?? 0) % ORDER_NO_ALPHABET.length];
  return `DG${new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')}-${tail}`;
}

/**
 * Issue 13.5, decision 053: order numbers members can quote (DG20261126-7KQ2MX), unique and indexed. Orders
 * placed before get one dated by their creation, in batches; then the unique index holds every number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('order_no', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  const taken = new Set<string>();
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; created_at: number | string }>`
      select id, created_at from orders where id > ${after} order by id limit 1000`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      let code: string;
      do code = orderNoOf(Number(row.created_at), randomBytes(6));
      while (taken.has(code) || !ORDER_NO_PATTERN.test(code));
      taken.add(code);
      await sql`update orders set order_no = ${code} where id = ${row.id}`.execute(db);
    }
    after = Number(rows[rows.length - 1]?.id);
  }
  await db.schema.createIndex('orders_order_no_idx').on('orders').column('order_no').unique().execute();
}
