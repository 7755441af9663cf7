import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { MenuItemsTable } from '../../db/tables/sys';

export type MenuRow = Selectable<MenuItemsTable>;

export function listAllMenuItems(db: Db): Promise<MenuRow[]> {
  return db.selectFrom('menu_items').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findMenuItem(db: Db, id: number): Promise<MenuRow | undefined> {
  return db.selectFrom('menu_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listMenuChildren(db: Db, parentId: number | null): Promise<MenuRow[]> {
  const q = db.selectFrom('menu_items').selectAll();
  return (parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertMenuItem(db: Db, values: Insertable<MenuItemsTable>): Promise<number> {
  const row = await db.insertInto('menu_items').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMenuItem(db: Db, id: number, values: Updateable<MenuItemsTable>): Promise<void> {
  await db.updateTable('menu_items').set(values).where('id', '=', id).execute();
}

/** Deletes an item and its sub-items. */
export async function deleteMenuItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('menu_items').where('parent_id', '=', id).execute();
  await db.deleteFrom('menu_items').where('id', '=', id).execute();
}

export async function setMenuSort(db: Db, id: number, sort: number): Promise<void> {
  await db.updateTable('menu_items').set({ sort }).where('id', '=', id).execute();
}
