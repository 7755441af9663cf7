import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rules of `unseen-titles.json` (decision 081, sources in UNSEEN-TITLES.md): real seller-written titles from
 * public sources this project never used, held out by source. Nothing here measures or glosses them — that is
 * the point of the file: it stays unseen until a measurement reads it whole.
 */
interface UnseenTitle {
  title: string;
  category: string;
  source: { repo: string; path: string; commit: string };
}
interface RealTitle {
  title: string;
  source: { repo: string };
}

const here = fileURLToPath(new URL('.', import.meta.url));
const unseen: UnseenTitle[] = JSON.parse(readFileSync(join(here, 'unseen-titles.json'), 'utf8'));
const real: RealTitle[] = JSON.parse(readFileSync(join(here, 'real-titles.json'), 'utf8'));

/** The fixed category list documented in UNSEEN-TITLES.md. */
const CATEGORIES = [
  'bag',
  'beauty',
  'book',
  'camera',
  'car-parts',
  'card',
  'character-goods',
  'clothing',
  'electronics',
  'figure',
  'game',
  'home',
  'jewelry',
  'other',
  'shoes',
  'sports',
  'stationery',
  'tool',
  'toy',
  'watch',
];

/** Repositories decision 041 read titles from without adding them (their batches were measured): not unseen. */
const READ_BY_041 = ['halhah-stack/aucfan_tool', 'kk52222aho-lgtm/sedori-board'];

/** At most this many titles come from one source file (one saved search, page or answer). */
const CAP_PER_SOURCE = 60;

function countBy<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}

describe('unseen titles (held out by source)', () => {
  it('every title is a non-empty string with a category from the fixed list and a pinned source', () => {
    for (const t of unseen) {
      expect(t.title.trim().length, JSON.stringify(t)).toBeGreaterThan(0);
      expect(t.title, 'titles are stored trimmed, on one line').toBe(t.title.trim());
      expect(t.title).not.toMatch(/[\n\r\t]/);
      expect(CATEGORIES, t.title).toContain(t.category);
      expect(t.source.repo, t.title).toMatch(/^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9_.-]+$/);
      expect(t.source.path.length, t.title).toBeGreaterThan(0);
      expect(t.source.commit, t.title).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('has no duplicate titles', () => {
    const dup = [...countBy(unseen, (t) => t.title)].filter(([, n]) => n > 1).map(([t]) => t);
    expect(dup).toEqual([]);
  });

  it('shares no title and no source repository with real-titles.json or the batches decision 041 read', () => {
    const realTitles = new Set(real.map((t) => t.title));
    const usedRepos = new Set([...real.map((t) => t.source.repo), ...READ_BY_041]);
    expect(unseen.filter((t) => realTitles.has(t.title)).map((t) => t.title)).toEqual([]);
    expect([...new Set(unseen.map((t) => t.source.repo).filter((r) => usedRepos.has(r)))]).toEqual([]);
  });

  it('holds no listing addressed to a named buyer', () => {
    // 「…様」 and 「専用」 at the head name a buyer; 仕様, 模様, 同様 and 「PCH-2000型専用」 (made for a model) do not.
    const addressed = unseen.filter(
      (t) => /(?<![仕模同各皆])様(\s|$|専用|[】\]）)])/.test(t.title) || /^\s*[【[（(]?専用/.test(t.title),
    );
    expect(addressed.map((t) => t.title)).toEqual([]);
  });

  it(`takes at most ${CAP_PER_SOURCE} titles from any one source file`, () => {
    const over = [...countBy(unseen, (t) => `${t.source.repo} ${t.source.path}`)].filter(([, n]) => n > CAP_PER_SOURCE);
    expect(over).toEqual([]);
  });

  it('is large and spread: at least 800 titles, 5 repositories, 9 categories of at least 20 titles', () => {
    expect(unseen.length).toBeGreaterThanOrEqual(800);
    expect(new Set(unseen.map((t) => t.source.repo)).size).toBeGreaterThanOrEqual(5);
    const big = [...countBy(unseen, (t) => t.category)].filter(([, n]) => n >= 20);
    expect(big.length, JSON.stringify(big)).toBeGreaterThanOrEqual(9);
  });

  it('is read by nothing in the server source but this test and the coverage measure (nobody tunes on it)', () => {
    const root = join(here, '..', '..', '..');
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|tsx|js|mjs)$/.test(name) && readFileSync(p, 'utf8').includes('unseen-titles.json')) {
          readers.push(relative(root, p));
        }
      }
    };
    walk(root);
    expect(readers.sort()).toEqual([
      'modules/translation/glossary/title-coverage.test.ts',
      'modules/translation/testdata/unseen-titles.test.ts',
    ]);
  });
});
