import type { Db } from '../../db/database';
import { accountOf, idsOfAccountsContaining } from '../users/user-repository';

export interface RechargeFilter {
  status?: string;
  channel?: string;
  member?: string;
  rechargeNo?: string;
}

export interface Sorting<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
}

const RECHARGE_SORTS = { id: 'recharges.id', amount: 'recharges.amount', paidAt: 'recharges.paid_at' } as const;

function recharges(db: Db, f: RechargeFilter) {
  let q = db.selectFrom('recharges');
  if (f.status !== undefined) q = q.where('recharges.status', '=', f.status as never);
  if (f.channel !== undefined) q = q.where('recharges.channel', '=', f.channel as never);
  if (f.member !== undefined) q = q.where('recharges.user_id', 'in', idsOfAccountsContaining(db, f.member));
  if (f.rechargeNo !== undefined) q = q.where('recharges.recharge_no', '=', f.rechargeNo);
  return q;
}

/** Every member's top-ups, newest first by default. */
export async function listAllRecharges(
  db: Db,
  f: RechargeFilter,
  sorting: Sorting<keyof typeof RECHARGE_SORTS>,
  page: number,
  limit: number,
) {
  const [count, rows] = await Promise.all([
    recharges(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    recharges(db, f)
      .selectAll('recharges')
      .select((eb) => accountOf(db, eb.ref('recharges.user_id')).as('account'))
      .orderBy(RECHARGE_SORTS[sorting.sort], sorting.order)
      .orderBy('recharges.id', sorting.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
