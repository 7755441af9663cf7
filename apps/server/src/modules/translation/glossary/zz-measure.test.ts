import { existsSync, readFileSync } from 'node:fs';
import { it } from 'vitest';
import { glossaryFromBrands, titleCoverage } from './glossary-translator';
import { seedBrands } from './test-glossary';
import * as old from './zz-old';

it('measure', () => {
  const g = glossaryFromBrands(seedBrands());
  const og = old.glossaryFromBrands(seedBrands());
  const files = ['real-titles.json', 'unseen-titles.json']
    .map((f) => new URL(`../testdata/${f}`, import.meta.url))
    .filter((u) => existsSync(u));
  for (const f of files) {
    const titles = JSON.parse(readFileSync(f, 'utf8')) as { title: string; category: string; set?: string }[];
    for (const set of ['tuning', 'held-out', undefined]) {
      const rows = new Map<string, number[]>();
      for (const t of titles.filter((x) => x.set === set)) {
        const a = titleCoverage(t.title, g);
        const b = titleCoverage(t.title, g, old.glossParts(t.title, og));
        for (const k of [t.category, 'ALL']) {
          const r = rows.get(k) ?? [0, 0, 0, 0, 0, 0];
          r[0] += b.words;
          r[1] += b.glossed;
          r[2] += b.splits.length;
          r[3] += a.glossed;
          r[4] += a.splits.length;
          r[5]++;
          rows.set(k, r);
        }
      }
      if (!rows.size) continue;
      console.log(f.pathname.split('/').pop(), set);
      for (const [k, r] of [...rows].sort((x, y) => y[1][0] - x[1][0]))
        console.log(
          `  ${k.padEnd(10)} ${r[5]} titles ${r[0]} words  before ${((100 * r[1]) / r[0]).toFixed(1)}% splits ${r[2]}  after ${((100 * r[3]) / r[0]).toFixed(1)}% splits ${r[4]}`,
        );
    }
  }
});
