import type { Db } from '../../db/database';
import type { ChineseReader } from '../translation/chinese-reader';

/** Orders read per batch, and batches per pass: a pass stays short, a large backlog is done over a few passes. */
export const TITLE_BACKFILL_BATCH = 200;
const BATCHES_PER_PASS = 5;

/**
 * Orders placed before Chinese titles (decision 044) have an empty `title_zh`: fills it from the ChineseReader
 * (operator correction, provider translation or gloss), in bounded batches by id (decision 078). Each write is
 * guarded on the column still being empty, so a pass racing another never overwrites. A title the reader gives
 * no Chinese for is left empty (notices then name the order by its number). Answers the rows filled.
 */
export async function runOrderTitleBackfill(
  db: Db,
  reader: Pick<ChineseReader, 'titles'>,
  batch = TITLE_BACKFILL_BATCH,
): Promise<number> {
  let filled = 0;
  let afterId = 0;
  for (let round = 0; round < BATCHES_PER_PASS; round++) {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'title'])
      .where('title_zh', '=', '')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (!rows.length) break;
    const zh = await reader.titles(rows.map((r) => r.title));
    for (const [i, row] of rows.entries()) {
      const text = (zh[i]?.text ?? '').trim().slice(0, 300);
      if (!text) continue;
      const result = await db
        .updateTable('orders')
        .set({ title_zh: text })
        .where('id', '=', row.id)
        .where('title_zh', '=', '')
        .executeTakeFirst();
      filled += Number(result.numUpdatedRows);
    }
    afterId = rows[rows.length - 1].id;
    if (rows.length < batch) break;
  }
  return filled;
}
