import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function findTranslations(db: Db, provider: string, hashes: readonly string[]) {
  if (!hashes.length) return [];
  return db
    .selectFrom('translations')
    .select(['text_hash', 'translated'])
    .where('provider', '=', provider)
    .where('text_hash', 'in', [...hashes])
    .execute();
}

export async function insertTranslations(
  db: Db,
  rows: readonly {
    provider: string;
    text_hash: string;
    role: string;
    translated: string;
    source_chars: number;
    created_at: number;
  }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('translations')
    .values([...rows])
    .onConflict((oc) => oc.columns(['provider', 'text_hash']).doNothing())
    .execute();
}

/** Adds to a day's usage counters (creating the row) and answers the day's characters after the change. */
export async function addUsage(
  db: Db,
  day: string,
  provider: string,
  add: { characters?: number; requests?: number; texts?: number; cache_hits?: number; fallbacks?: number },
): Promise<number> {
  const values = {
    day,
    provider,
    characters: add.characters ?? 0,
    requests: add.requests ?? 0,
    texts: add.texts ?? 0,
    cache_hits: add.cache_hits ?? 0,
    fallbacks: add.fallbacks ?? 0,
  };
  const row = await db
    .insertInto('translation_usage')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['day', 'provider']).doUpdateSet({
        characters: sql`translation_usage.characters + ${values.characters}`,
        requests: sql`translation_usage.requests + ${values.requests}`,
        texts: sql`translation_usage.texts + ${values.texts}`,
        cache_hits: sql`translation_usage.cache_hits + ${values.cache_hits}`,
        fallbacks: sql`translation_usage.fallbacks + ${values.fallbacks}`,
      }),
    )
    .returning('characters')
    .executeTakeFirstOrThrow();
  return Number(row.characters);
}

export async function readUsage(db: Db, day: string) {
  return db.selectFrom('translation_usage').selectAll().where('day', '=', day).execute();
}

/** Every hand correction of a title (operators make few; the storefront keeps them all in memory). */
export async function listTitleCorrections(db: Db) {
  return db.selectFrom('title_corrections').select(['text_hash', 'title', 'title_zh']).execute();
}

/** What changes whenever a correction is made, changed or removed: their count and the latest change. */
export async function titleCorrectionsStamp(db: Db): Promise<string> {
  const row = await db
    .selectFrom('title_corrections')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${Number(row?.latest ?? 0)}`;
}

export async function findTitleCorrection(db: Db, textHash: string) {
  return db.selectFrom('title_corrections').selectAll().where('text_hash', '=', textHash).executeTakeFirst();
}

export async function saveTitleCorrection(
  db: Db,
  row: { text_hash: string; title: string; title_zh: string; item_id: string; updated_at: number },
): Promise<void> {
  await db
    .insertInto('title_corrections')
    .values(row)
    .onConflict((oc) =>
      oc.column('text_hash').doUpdateSet({ title_zh: row.title_zh, item_id: row.item_id, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteTitleCorrection(db: Db, textHash: string): Promise<boolean> {
  const result = await db.deleteFrom('title_corrections').where('text_hash', '=', textHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countTitleCorrections(db: Db): Promise<number> {
  const row = await db
    .selectFrom('title_corrections')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
