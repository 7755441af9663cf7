import type { Db } from '../../db/database';

/**
 * Money another area needs to stay in a member's balance although nothing has taken it yet — the fees of
 * parcels asked for but not paid (decision 047). Withdrawals leave it in the balance. The app wires the
 * parcels module's answer in (app.ts), so the wallet does not import the areas that post to it.
 */
export type BalanceReservation = (db: Db, userId: number) => Promise<number>;
