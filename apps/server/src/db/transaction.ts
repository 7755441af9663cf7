import type { Db } from './database';

/**
 * Runs `work` in a transaction and answers its result. Transactions compose: a service takes the handle it
 * runs on, and when that handle is a transaction already (its caller opened one) the work simply joins it,
 * so everything one action writes commits together or not at all. Only the outermost service really opens
 * one. Use `moneyTransaction` (modules/wallet/group-commit.ts) instead whenever the ledger is written.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
