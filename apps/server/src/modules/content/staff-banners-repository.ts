import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { BannersTable } from '../../db/tables/sys';

export type BannerRow = Selectable<BannersTable>;

export function listAllBanners(db: Db): Promise<BannerRow[]> {
  return db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertBanner(db: Db, values: Insertable<BannersTable>): Promise<number> {
  const row = await db.insertInto('banners').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Db, id: number, values: Updateable<BannersTable>): Promise<void> {
  await db.updateTable('banners').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}

export async function setBannerSort(db: Db, id: number, sort: number): Promise<void> {
  await db.updateTable('banners').set({ sort }).where('id', '=', id).execute();
}
