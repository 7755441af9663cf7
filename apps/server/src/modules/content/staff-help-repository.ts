import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { HelpPagesTable } from '../../db/tables/sys';

export type HelpRow = Selectable<HelpPagesTable>;

export function listHelpRows(db: Db): Promise<HelpRow[]> {
  return db.selectFrom('help_pages').selectAll().orderBy('id').execute();
}

export function findHelpRow(db: Db, id: number): Promise<HelpRow | undefined> {
  return db.selectFrom('help_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateHelpRow(db: Db, id: number, title: string, html: string, now: number): Promise<void> {
  await db.updateTable('help_pages').set({ title, html, updated_at: now }).where('id', '=', id).execute();
}
