import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { StoredImagesTable } from '../../db/tables/operators';

export async function insertStoredImage(db: Db, values: Insertable<StoredImagesTable>): Promise<void> {
  await db.insertInto('stored_images').values(values).execute();
}

export function findStoredImage(db: Db, key: string) {
  return db.selectFrom('stored_images').select(['content', 'content_type', 'kind']).where('key', '=', key).executeTakeFirst();
}

export async function findStoredImageKind(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('stored_images').select('kind').where('key', '=', key).executeTakeFirst();
  return row?.kind;
}
