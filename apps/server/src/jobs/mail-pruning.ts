import type { Db } from '../db/database';
import { pruneDeliveredMails } from '../modules/mail/mail-repository';
import { getSetting } from '../modules/sys/settings-service';
import { pruneExpiredTokens } from '../modules/users/account-token-repository';

const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted per statement: each delete is a short transaction of its own, so the tables stay writable. */
export const PRUNE_BATCH = 500;

export interface MailPruneReport {
  mails: number;
  tokens: number;
}

async function pruneAll(batch: number, prune: (batch: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await prune(batch);
    total += deleted;
    if (deleted < batch) return total;
  }
}

/**
 * One pass of mail pruning (decision 050): delivered mails older than the retention in the settings
 * (`mailRetention.deliveredDays`, counted from delivery) and account tokens expired more than
 * `tokenDays` ago. Failed mails stay, with their error, for staff.
 */
export async function runMailPruning(db: Db, now: number, batch = PRUNE_BATCH): Promise<MailPruneReport> {
  const retention = await getSetting(db, 'mailRetention');
  const mails = await pruneAll(batch, (n) => pruneDeliveredMails(db, now - retention.deliveredDays * DAY_MS, n));
  const tokens = await pruneAll(batch, (n) => pruneExpiredTokens(db, now - retention.tokenDays * DAY_MS, n));
  return { mails, tokens };
}
