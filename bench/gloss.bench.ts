/**
 * What the keyword gloss (decision 041) costs the server's CPU (decision 049), beside a bare Fastify route's
 * CPU per request measured in the same run (cpu.bench's yardstick: a child process answering a small JSON,
 * its own user + system time over keep-alive requests).
 *
 * In this process, with `process.cpuUsage()` around many repetitions:
 *  - the morphological analyser's one-time load (decision 079: wall time and the process's RSS before → after);
 *  - a title glossed cold (every one of the real titles of testdata/real-titles.json, no memo);
 *  - a description glossed cold (a real seller's HTML description, every text run through the analyser);
 *  - a search page's titles the first time (20 distinct real titles through the ChineseReader) and once
 *    remembered (the same 20 again: what every later request for that page costs);
 *  - an item page the first time (a real Yahoo! Auctions title and its seller's HTML description, glossed and
 *    sanitised) and once remembered.
 * Glosses are computed once per text and process (ChineseReader's memo), so a warm page pays only the look-ups.
 * GLOSS_BENCH_ROUNDS (default 5) repeats the whole measure; figures are medians. Prints one JSON line.
 */
import fs from 'node:fs';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { AdjustableClock } from '../apps/server/src/lib/clock';
import { sanitizeHtmlForDisplay } from '../apps/server/src/lib/html-sanitizer';
import { fixture } from '../apps/server/src/marketplace/yahoo/fake/fixture-pages';
import { parseItemPage } from '../apps/server/src/marketplace/yahoo/item-page';
import { ChineseReader } from '../apps/server/src/modules/translation/chinese-reader';
import { warmAnalyser } from '../apps/server/src/modules/translation/glossary/analyser';
import { GlossaryTranslator } from '../apps/server/src/modules/translation/glossary/glossary-translator';
import { testGlossary } from '../apps/server/src/modules/translation/glossary/test-glossary';
import { startServer } from './bench-servers';

const ROUNDS = Number(process.env.GLOSS_BENCH_ROUNDS ?? 5);
const titles: string[] = JSON.parse(
  fs.readFileSync(new URL('../apps/server/src/modules/translation/testdata/real-titles.json', import.meta.url), 'utf8'),
).map((t: { title: string }) => t.title);
const item = parseItemPage(fixture('yahoo_item_buyout'), 'https://auctions.yahoo.co.jp/jp/auction/s1238539612');

const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
/** CPU µs per call of `run`, over `times` calls (after `prepare`, which is not counted, before each). */
async function measure(times: number, run: (i: number) => unknown | Promise<unknown>): Promise<number> {
  const before = cpu();
  for (let i = 0; i < times; i++) await run(i);
  return (cpu() - before) / times;
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

async function bareMicros(): Promise<number> {
  const bare = await startServer('bare');
  try {
    const load = async (amount: number) => {
      const before = await bare.cpuMicros();
      const result = await autocannon({ url: `http://127.0.0.1:${bare.port}/bare`, connections: 10, amount });
      return ((await bare.cpuMicros()) - before) / (result.requests.total as number);
    };
    await load(5_000);
    const runs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) runs.push(await load(20_000));
    return median(runs);
  } finally {
    bare.stop();
  }
}

const rssBefore = process.memoryUsage().rss;
const loadStart = performance.now();
warmAnalyser();
const analyser = {
  loadMs: Math.round(performance.now() - loadStart),
  rssMbBefore: Math.round(rssBefore / 1e6),
  rssMbAfter: Math.round(process.memoryUsage().rss / 1e6),
};
const glossary = testGlossary();
const database = createDatabase(':memory:');
await migrateToLatest(database.db);
/** A reader as the app has it without a provider: glossary only, no corrections. */
const freshReader = () =>
  new ChineseReader({
    db: database.db,
    clock: new AdjustableClock(),
    provider: null,
    glossary: async () => glossary,
    cacheMs: 60_000,
  });

const figures: Record<string, number[]> = {
  titleCold: [],
  descriptionCold: [],
  searchPageCold: [],
  searchPageWarm: [],
  itemPageCold: [],
  itemPageWarm: [],
};
// Warm-up (JIT), not reported.
for (const t of titles) new GlossaryTranslator(glossary).glossText(t);
for (let round = 0; round < ROUNDS; round++) {
  const translator = new GlossaryTranslator(glossary);
  figures.titleCold?.push(await measure(titles.length * 4, (i) => translator.glossText(titles[i % titles.length] as string)));

  figures.descriptionCold?.push(await measure(50, () => translator.glossHtml(item.descriptionHtml)));

  // A search page: 20 titles. Cold = glossed the first time (what the reader does before remembering them);
  // warm = the same page again through the reader (its memo).
  const pages = Array.from({ length: 30 }, (_, p) =>
    titles.slice((p * 20) % (titles.length - 20), ((p * 20) % (titles.length - 20)) + 20),
  );
  figures.searchPageCold?.push(
    await measure(pages.length * 10, (p) => translator.glossTexts(pages[p % pages.length] as string[])),
  );
  const warm = freshReader();
  for (const page of pages) await warm.titles(page);
  figures.searchPageWarm?.push(await measure(pages.length * 100, (p) => warm.titles(pages[p % pages.length] as string[])));

  // An item page: its title and its seller's HTML description.
  figures.itemPageCold?.push(
    await measure(200, () => {
      translator.glossText(item.title);
      sanitizeHtmlForDisplay(translator.glossHtml(item.descriptionHtml));
    }),
  );
  const itemReader = freshReader();
  await itemReader.titles([item.title]);
  await itemReader.description('', item.descriptionHtml);
  figures.itemPageWarm?.push(
    await measure(5_000, async () => {
      await itemReader.titles([item.title]);
      await itemReader.description('', item.descriptionHtml);
    }),
  );
}
await database.close();

const bare = await bareMicros();
const out = Object.fromEntries(
  Object.entries(figures).map(([k, runs]) => [k, { cpuMicros: round1(median(runs)), ratioToBare: round1(median(runs) / bare) }]),
);
console.log(
  JSON.stringify({
    bench: 'gloss',
    realTitles: titles.length,
    descriptionChars: item.descriptionHtml.length,
    analyser,
    bareMicrosPerRequest: round1(bare),
    ...out,
  }),
);
