import type { Insertable, Selectable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** The tables that keep the runs of a money check: orders' (decision 017) and parcels' (decision 048). */
export type MoneyCheckTable = 'order_money_checks' | 'parcel_money_checks';

/**
 * The runs of one money check, kept for the console's dashboard: insert a run, read the latest, keep the
 * newest few. One helper for both checks; each owning repository binds it to its table.
 */
export function moneyCheckRuns<T extends MoneyCheckTable>(table: T) {
  // Kysely cannot narrow a union table name; both tables share id and the columns used here.
  const any = table as 'order_money_checks';
  return {
    async insert(db: Db, values: Insertable<Database[T]>): Promise<void> {
      await db
        .insertInto(any)
        .values(values as Insertable<Database['order_money_checks']>)
        .execute();
    },
    latest(db: Db): Promise<Selectable<Database[T]> | undefined> {
      return db.selectFrom(any).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst() as Promise<
        Selectable<Database[T]> | undefined
      >;
    },
    /** Keeps the newest `keep` runs. */
    async prune(db: Db, keep: number): Promise<void> {
      const cutoff = await db.selectFrom(any).select('id').orderBy('id', 'desc').offset(keep).limit(1).executeTakeFirst();
      if (cutoff) await db.deleteFrom(any).where('id', '<=', cutoff.id).execute();
    },
  };
}
