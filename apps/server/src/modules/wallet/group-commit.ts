import { type Kysely, sql } from 'kysely';
import { type Db, isSqlite } from '../../db/database';

type Work<T> = (trx: Db) => Promise<T>;

declare const moneyHandle: unique symbol;

/**
 * A handle opened by `moneyTransaction` (or a transaction it joined): the only kind of handle the ledger
 * can be written through (`postLedgerEntry`, `settleOrderMoney` and the settlement steps take it), so every
 * money move runs in a transaction opened for money — through the group commit on SQLite.
 */
export type MoneyTrx = Db & { readonly [moneyHandle]: true };

interface Unit {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit for SQLite's single writer: money transactions that arrive together run one after another
 * inside ONE database transaction, each in its own savepoint (a refused unit rolls back only itself), and
 * are answered only after the shared COMMIT. With synchronous=FULL that is one fsync per batch instead of
 * one per payment, and the waiting callers queue here in order instead of all waking at the driver's lock.
 * Durability is unchanged: nobody hears "paid" before the commit that holds it is on disk.
 */
export class GroupCommit {
  private readonly queue: Unit[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 128,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // Let callers woken by the previous commit queue their next unit, so batches stay full.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, this.maxBatch);
        const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
        try {
          await this.db.transaction().execute(async (trx) => {
            for (const unit of batch) {
              await sql`savepoint unit`.execute(trx);
              try {
                const value = await unit.work(trx);
                await sql`release savepoint unit`.execute(trx);
                outcomes.push({ ok: true, value });
              } catch (error) {
                await sql`rollback to savepoint unit`.execute(trx);
                await sql`release savepoint unit`.execute(trx);
                outcomes.push({ ok: false, error });
              }
            }
          });
        } catch (error) {
          // The commit itself failed: nothing of this batch is stored.
          for (const unit of batch) unit.reject(error);
          continue;
        }
        batch.forEach((unit, i) => {
          const outcome = outcomes[i];
          if (outcome.ok) unit.resolve(outcome.value);
          else unit.reject(outcome.error);
        });
      }
    } finally {
      this.draining = false;
    }
  }
}

const batchers = new WeakMap<Db, GroupCommit>();

/**
 * Runs a money transaction: through the group commit on SQLite, as its own transaction on PostgreSQL, where
 * concurrent connections commit in parallel. Nothing here locks rows: the work itself must guard every
 * write on what it read — an order on its status and money_seq (decision 017), a balance on staying ≥ 0,
 * a ledger entry on UNIQUE(kind, reference) — so that of two concurrent moves the second changes nothing.
 * `work` must use only the handle it gets; inside a transaction already, it simply joins it (transactions
 * compose: the outermost service opens one, the services it calls run on the handle they are given).
 */
export function moneyTransaction<T>(db: Db, work: (trx: MoneyTrx) => Promise<T>): Promise<T> {
  const money = work as Work<T>;
  if (db.isTransaction) return money(db);
  if (!isSqlite(db as unknown as Kysely<unknown>)) return db.transaction().execute(money);
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new GroupCommit(db);
    batchers.set(db, batcher);
  }
  return batcher.run(money);
}
