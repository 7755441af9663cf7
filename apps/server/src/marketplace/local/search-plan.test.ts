import type { SearchSort } from '@daigou/contract';
import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Db, DbHandle } from '../../db/database';
import { ManualClock } from '../../lib/clock';
import type { MarketSearchQuery } from '../marketplace';
import { buildCatalog } from './catalog-builder';
import { LocalMarketplace } from './local-marketplace';
import { type RunQuery, searchItems } from './search-repository';

/**
 * Search never runs without an index: the query plan of every query a search issues is checked
 * (quality.md: "no query without an index plan").
 */
let database: DbHandle;
const clock = new ManualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  await buildCatalog(database, { size: 3_000, seed: 3, now: clock.now(), sellers: 300 });
  if (database.dialect === 'postgres') await sql`ANALYZE`.execute(database.db);
});
afterAll(() => database.close());

async function plansOf(query: Partial<MarketSearchQuery>, leafIds: number[] | null = null): Promise<string[]> {
  const plans: string[] = [];
  const run: RunQuery = async <R>(db: Db, q: RawBuilder<R>) => {
    const compiled = q.compile(db);
    if (database.dialect === 'sqlite') {
      const rows = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      plans.push(rows.rows.map((r) => r.detail).join('\n'));
    } else {
      // Small test tables are cheapest to scan; forbid that to see which index the planner can use.
      plans.push(
        await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
          );
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        }),
      );
    }
    return (await q.execute(db)).rows;
  };
  const full: MarketSearchQuery = { groups: [], sort: 'relevance', offset: 0, limit: 20, totalCap: 10_000, ...query };
  await searchItems(database.db, full, clock.now(), leafIds, run);
  return plans;
}

describe('search query plans', () => {
  const sorts: SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'end_asc', 'newest', 'bids_desc'];

  it('keyword searches go through the trigram index (3+ characters and 1–2 characters)', async () => {
    const cases =
      database.dialect === 'sqlite'
        ? [[['バッグ']], [['財布']], [['靴']], [['ヴィトン', 'LOUIS VUITTON'], ['財布']]]
        : [[['バッグ']], [['ヴィトン', 'LOUIS VUITTON']]];
    for (const groups of cases) {
      for (const sort of sorts) {
        const plans = await plansOf({ groups, sort });
        const label = `${JSON.stringify(groups)} ${sort}\n${plans.join('\n---\n')}`;
        if (database.dialect === 'sqlite') {
          // A MATCH on the FTS5 table (VIRTUAL TABLE INDEX n:M…) and never a full scan of items.
          expect(
            plans.some((p) => /VIRTUAL TABLE INDEX \d+:M/.test(p)),
            label,
          ).toBe(true);
          // "SCAN i" without an index is a full table scan, unless `i` names a subquery (CO-ROUTINE/MATERIALIZE i).
          for (const plan of plans) {
            const lines = plan.split('\n').map((l) => l.trim());
            const subqueries = lines.filter((l) => /^(CO-ROUTINE|MATERIALIZE) (i|t)$/.test(l)).length;
            const bareScans = lines.filter((l) => /^SCAN (items|i|t)$/.test(l)).length;
            expect(bareScans, label).toBeLessThanOrEqual(subqueries);
          }
        } else {
          // Always an index; which one is the planner's cost choice (small test tables favour the
          // partial open-items indexes). That the keyword itself is served by pg_trgm is checked below.
          for (const plan of plans) expect(plan, label).not.toContain('Seq Scan');
        }
      }
    }
  });

  it('PostgreSQL serves title substrings (ILIKE) from the pg_trgm GIN index', async () => {
    if (database.dialect !== 'postgres') return;
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM items WHERE title ILIKE ${'%ヴィトン%'}`.execute(
        trx,
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('items_title_trgm_idx');
  });

  it('over many matches, sorted pages walk the sort index (capped counts)', async () => {
    for (const sort of ['price_asc', 'price_desc', 'end_asc', 'bids_desc'] as const) {
      const plans = await plansOf({ groups: [], sort, totalCap: 10 });
      const index = {
        price_asc: 'items_open_price_idx',
        price_desc: 'items_open_price_idx',
        end_asc: 'items_open_end_idx',
        bids_desc: 'items_open_bids_idx',
      }[sort];
      expect(plans.at(-1), plans.join('\n---\n')).toContain(index);
    }
  });

  it('browsing a category, brand or seller uses its index', async () => {
    const market = new LocalMarketplace(database.db, clock);
    const leaf = (await market.listCategories()).find((c) => c.isLeaf)!;
    const row = await database.db
      .selectFrom('items')
      .select(['seller_id', 'brand_id'])
      .where('brand_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const cases: Array<[Partial<MarketSearchQuery>, number[] | null, string]> = [
      [{ sort: 'end_asc' }, [leaf.categoryId], 'items_open_category_idx'],
      [{ sellerId: row.seller_id, sort: 'price_asc' }, null, 'items_open_seller_idx'],
      [{ brandId: row.brand_id ?? 1, sort: 'end_asc' }, null, 'items_open_brand_idx'],
    ];
    for (const [query, leaves, index] of cases) {
      const plans = await plansOf(query, leaves);
      expect(plans[0], plans.join('\n---\n')).toContain(index);
    }
  });
});
