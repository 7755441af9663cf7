import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { titleCoverage } from './glossary-translator';
import { testGlossary } from './test-glossary';

/**
 * The gloss measured on real auction titles (testdata/real-titles.json, sources in testdata/README.md): the
 * share of their content words, as the morphological analyser (IPADIC) cuts them — nouns (not numbers, pronouns
 * or dependent nouns), independent verbs and adjectives, words the dictionary does not know; numbers, symbols and
 * Latin words aside — that lie inside a glossary match (decision 079). Also counted: wrong-meaning splits, content
 * words a match starts or ends inside; the gloss matches whole words only, so there must be none. The catalogue the local marketplace generates is made of the
 * project's own vocabulary, so it cannot measure this.
 *
 * Two sets (decision 041): `tuning` titles are the ones the vocabulary was grown on (their misses were read and
 * words added); `held-out` titles were set aside when collected (by the SHA-256 of the title) and their misses
 * are never read to add words. The held-out figure is the honest one: what the gloss does on titles it was
 * not fitted to, so the bar (at least 80% of the words glossed) is asserted on it.
 */
interface RealTitle {
  title: string;
  category: string;
  set: 'tuning' | 'held-out';
  source: { repo: string; path: string; commit: string };
}

const titles: RealTitle[] = JSON.parse(readFileSync(new URL('../testdata/real-titles.json', import.meta.url), 'utf8'));

/**
 * Real titles from sources and categories the vocabulary was never tuned on (testdata/unseen-titles.json,
 * collected by source, not by a split of one source), when the file is there.
 */
const UNSEEN_FILE = new URL('../testdata/unseen-titles.json', import.meta.url);
const unseen: { title: string; category: string }[] | null = existsSync(UNSEEN_FILE)
  ? JSON.parse(readFileSync(UNSEEN_FILE, 'utf8'))
  : null;
/**
 * The floor asserted on unseen titles: above the issue's bar, 85% (87.3% on 29 November, decision 119), so a change
 * that loses words fails. It rose with the vocabulary, never by reading the unseen titles' misses.
 */
const UNSEEN_BAR = 0.87;

interface Row {
  titles: number;
  words: number;
  glossed: number;
  splits: string[];
}

function measure(set: RealTitle['set'] | { title: string; category: string }[]): {
  total: Row;
  byCategory: Map<string, Row>;
} {
  const glossary = testGlossary();
  const total: Row = { titles: 0, words: 0, glossed: 0, splits: [] };
  const byCategory = new Map<string, Row>();
  for (const t of typeof set === 'string' ? titles.filter((x) => x.set === set) : set) {
    const c = titleCoverage(t.title, glossary);
    const row = byCategory.get(t.category) ?? { titles: 0, words: 0, glossed: 0, splits: [] };
    for (const r of [row, total]) {
      r.titles++;
      r.words += c.words;
      r.glossed += c.glossed;
      r.splits.push(...c.splits);
    }
    byCategory.set(t.category, row);
  }
  return { total, byCategory };
}

/** Titles of the first collection, all read while the vocabulary grew (before the sets existed). */
const FIRST_COLLECTION = 507;

const share = (r: Row) => r.glossed / r.words;
const pct = (r: Row) => `${(100 * share(r)).toFixed(1)}%`;

function report(set: string, m: ReturnType<typeof measure>): string {
  const lines = [...m.byCategory]
    .sort((a, b) => b[1].words - a[1].words)
    .map(([c, r]) => `  ${c.padEnd(8)} ${String(r.titles).padStart(4)} titles ${String(r.words).padStart(5)} words ${pct(r)}`);
  const head = `${set}: ${pct(m.total)} of ${m.total.words} words in ${m.total.titles} titles, ${m.total.splits.length} split`;
  return `${head}\n${lines.join('\n')}`;
}

describe('glossary coverage of real auction titles', () => {
  it('has at least 300 real titles, each with its source and its set', () => {
    expect(titles.length).toBeGreaterThanOrEqual(300);
    for (const t of titles) {
      expect(t.title.trim()).not.toBe('');
      expect(['tuning', 'held-out']).toContain(t.set);
      expect(t.source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(t.source.path).not.toBe('');
      expect(t.source.commit).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(new Set(titles.map((t) => t.title)).size).toBe(titles.length);
    expect(titles.filter((t) => t.set === 'held-out').length).toBeGreaterThanOrEqual(70);
  });

  it('spreads the titles over at least 12 categories of at least 10 titles each', () => {
    const perCategory = new Map<string, number>();
    for (const t of titles) perCategory.set(t.category, (perCategory.get(t.category) ?? 0) + 1);
    const spread = [...perCategory].filter(([, n]) => n >= 10).map(([c]) => c);
    expect(spread.length, spread.join(', ')).toBeGreaterThanOrEqual(12);
  });

  it('sets every title collected after the first 507 aside by the recorded rule (first SHA-256 byte odd → held-out)', () => {
    // The first 507 titles were all read before the sets existed, so they are all tuning. Every later title got
    // its set from its hash when it was collected, before any word was added for it (decision 041).
    expect(titles.slice(0, FIRST_COLLECTION).every((t) => t.set === 'tuning')).toBe(true);
    for (const t of titles.slice(FIRST_COLLECTION)) {
      const odd = createHash('sha256').update(t.title).digest()[0] % 2 === 1;
      expect(t.set, t.title).toBe(odd ? 'held-out' : 'tuning');
    }
  });

  it('glosses at least 80% of the tuning titles’ Japanese words (reported per category)', () => {
    const m = measure('tuning');
    console.info(`glossary coverage, ${report('tuning', m)}`);
    expect(share(m.total)).toBeGreaterThanOrEqual(0.8);
    expect(m.total.splits).toEqual([]);
  });

  it('glosses at least 80% of the held-out titles’ Japanese words (reported per category)', () => {
    const m = measure('held-out');
    console.info(`glossary coverage, ${report('held-out', m)}`);
    // The bar, on text the vocabulary was not fitted to (words are never added by reading held-out
    // misses). The figures, overall and per category, are in decision 041.
    expect(share(m.total)).toBeGreaterThanOrEqual(0.8);
    // No content word is cut by a match (a key read inside a longer word gives it a meaning it does not have).
    expect(m.total.splits).toEqual([]);
  });

  it.skipIf(unseen === null)(
    'reports unseen titles per category, no word split, at least the floor UNSEEN_BAR (the issue asks 85%)',
    () => {
      const m = measure(unseen ?? []);
      console.info(`glossary coverage, ${report('unseen', m)}`);
      expect(m.total.words).toBeGreaterThan(0);
      expect(m.total.splits).toEqual([]);
      expect(share(m.total)).toBeGreaterThanOrEqual(UNSEEN_BAR);
    },
  );
});
