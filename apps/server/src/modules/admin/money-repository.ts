import type { Db } from '../../db/database';
import { contains } from './like';

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
const MEMBER_SORTS = { id: 'id', balance: 'balance', account: 'account' } as const;

function recharges(db: Db, f: RechargeFilter) {
  let q = db.selectFrom('recharges').innerJoin('users', 'users.id', 'recharges.user_id');
  if (f.status !== undefined) q = q.where('recharges.status', '=', f.status as never);
  if (f.channel !== undefined) q = q.where('recharges.channel', '=', f.channel as never);
  if (f.member !== undefined) q = q.where(contains('users.account', f.member));
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
      .select('users.account')
      .orderBy(RECHARGE_SORTS[sorting.sort], sorting.order)
      .orderBy('recharges.id', sorting.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

const MEMBER_COLUMNS = ['id', 'account', 'name', 'role', 'balance', 'created_at'] as const;

function members(db: Db, keyword: string | undefined) {
  const q = db.selectFrom('users');
  return keyword === undefined ? q : q.where((eb) => eb.or([contains('account', keyword), contains('name', keyword)]));
}

export async function listMembers(
  db: Db,
  keyword: string | undefined,
  sorting: Sorting<keyof typeof MEMBER_SORTS>,
  page: number,
  limit: number,
) {
  const [count, rows] = await Promise.all([
    members(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    members(db, keyword)
      .select(MEMBER_COLUMNS)
      .orderBy(MEMBER_SORTS[sorting.sort], sorting.order)
      .orderBy('id', sorting.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findMember(db: Db, userId: number) {
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}
