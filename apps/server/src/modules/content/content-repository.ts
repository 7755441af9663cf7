import type { Db } from '../../db/database';

export function findHelpPage(db: Db, id: number) {
  return db.selectFrom('help_pages').select(['id', 'title', 'html']).where('id', '=', id).executeTakeFirst();
}

export function listEnabledBanners(db: Db) {
  return db
    .selectFrom('banners')
    .select(['id', 'img', 'jump_url'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listHotKeywords(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('hot_keywords')
    .select('keyword')
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countHotKeywords(db: Db): Promise<number> {
  const row = await db
    .selectFrom('hot_keywords')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
