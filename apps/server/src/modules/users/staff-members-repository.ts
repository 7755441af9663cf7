import type { Db } from '../../db/database';
import { contains } from '../../lib/like';

/** The operator's member list (会员管理): search by account or name, sorted, with the balance shown. */
const MEMBER_SORTS = { id: 'id', balance: 'balance', account: 'account' } as const;
const MEMBER_COLUMNS = ['id', 'account', 'name', 'role', 'balance', 'created_at'] as const;

function members(db: Db, keyword: string | undefined) {
  const q = db.selectFrom('users');
  return keyword === undefined ? q : q.where((eb) => eb.or([contains('account', keyword), contains('name', keyword)]));
}

export async function listMembers(
  db: Db,
  keyword: string | undefined,
  sorting: { sort: keyof typeof MEMBER_SORTS; order: 'asc' | 'desc' },
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
