import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { HotKeywordsTable } from '../../db/tables/sys';
import { contains } from '../../lib/like';

export type KeywordRow = Selectable<HotKeywordsTable>;

function filtered(db: Db, keyword: string | undefined) {
  const q = db.selectFrom('hot_keywords');
  return keyword === undefined ? q : q.where(contains('keyword', keyword));
}

export interface KeywordListQuery {
  keyword?: string;
  sort: 'sort' | 'id' | 'keyword';
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

export async function listKeywords(db: Db, query: KeywordListQuery): Promise<{ rows: KeywordRow[]; total: number }> {
  const { keyword, page, limit } = query;
  const [count, rows] = await Promise.all([
    filtered(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, keyword)
      .selectAll()
      .orderBy(query.sort, query.order)
      .orderBy('id', query.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findKeyword(db: Db, id: number): Promise<KeywordRow | undefined> {
  return db.selectFrom('hot_keywords').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findKeywordByText(db: Db, keyword: string): Promise<KeywordRow | undefined> {
  return db.selectFrom('hot_keywords').selectAll().where('keyword', '=', keyword).executeTakeFirst();
}

export async function insertKeyword(db: Db, values: Insertable<HotKeywordsTable>): Promise<number> {
  const row = await db.insertInto('hot_keywords').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateKeyword(db: Db, id: number, values: Updateable<HotKeywordsTable>): Promise<void> {
  await db.updateTable('hot_keywords').set(values).where('id', '=', id).execute();
}

export async function deleteKeyword(db: Db, id: number): Promise<void> {
  await db.deleteFrom('hot_keywords').where('id', '=', id).execute();
}
