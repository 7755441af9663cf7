import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDeepL } from '../../../test/kits/fake-deepl';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { setSetting } from '../sys/settings-service';
import { DeepLTranslator, GLOSSARY_PREFIX } from './deepl-translator';
import { GlossaryTranslator } from './glossary/glossary-translator';
import { seedBrands, testGlossary } from './glossary/test-glossary';
import { daigouTerms } from './store-terms';
import { readUsage } from './translation-repository';
import { translateTexts, utcDay } from './translation-service';

describe('translation service against a fake DeepL server', () => {
  const fake = new FakeDeepL();
  let database: TestDatabase;
  const now = Date.UTC(2026, 0, 15, 12);
  const glossary = new GlossaryTranslator(testGlossary());
  const deps = () => ({ db: database.db, now, provider: new DeepLTranslator('fake-key:fx', { serverUrl: fake.url }), glossary });

  beforeAll(async () => {
    await fake.start();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await fake.stop();
    await database.close();
  });
  beforeEach(() => {
    fake.reset();
  });

  it('uses the provider once; the second request is served from the shared cache', async () => {
    const first = await translateTexts(deps(), ['美品 腕時計', 'ジャンク カメラ'], 'title');
    expect(first).toEqual([
      { text: '译:美品 腕時計', kind: 'full', provider: 'deepl', fallback: false },
      { text: '译:ジャンク カメラ', kind: 'full', provider: 'deepl', fallback: false },
    ]);
    expect(fake.requests).toHaveLength(1);
    const again = await translateTexts(deps(), ['ジャンク カメラ', '美品 腕時計'], 'title');
    expect(again.map((t) => t.text)).toEqual(['译:ジャンク カメラ', '译:美品 腕時計']);
    expect(fake.requests).toHaveLength(1);
    const [usage] = await readUsage(database.db, utcDay(now));
    expect(usage).toMatchObject({ provider: 'deepl', requests: 1, cache_hits: 2, fallbacks: 0 });
    expect(Number(usage?.characters)).toBe(['美品 腕時計', 'ジャンク カメラ'].join('').length);
  });

  it.each([429, 456, 500, 503])('provider %i → the gloss, marked as a fallback, and no budget spent', async (status) => {
    fake.failWith = status;
    const before = Number((await readUsage(database.db, utcDay(now)))[0]?.characters ?? 0);
    const [t] = await translateTexts(deps(), [`タグホイヤー レディース 腕時計 ${status}`], 'title');
    expect(t).toEqual({ text: `泰格豪雅 · 女士 · 手表 · ${status}`, kind: 'gloss', provider: 'glossary', fallback: true });
    expect(Number((await readUsage(database.db, utcDay(now)))[0]?.characters)).toBe(before);
  });

  it('when the day’s budget is spent the provider is not asked and the gloss answers', async () => {
    await setSetting(database.db, 'translation', { dailyCharBudget: 40 }, now);
    const [t] = await translateTexts(
      deps(),
      ['ピンク 腕時計 レディース 美品 動作品 箱付き 保証書付き 送料無料 即決 新品未使用 限定'],
      'title',
    );
    expect(t?.fallback).toBe(true);
    expect(t?.kind).toBe('gloss');
    expect(fake.requests).toHaveLength(0);
    await setSetting(database.db, 'translation', { dailyCharBudget: 500_000 }, now);
  });

  it('HTML descriptions go as HTML and are cached', async () => {
    const html = '<p>美品です。<b>動作確認済み</b></p>';
    const [t] = await translateTexts(deps(), [html], 'description');
    expect(t).toMatchObject({ text: `译:${html}`, kind: 'full' });
    expect(fake.requests[0]?.tagHandling).toBe('html');
    await translateTexts(deps(), [html], 'description');
    expect(fake.requests).toHaveLength(1);
  });

  it('without a provider the glossary answers, not marked as a fallback', async () => {
    const [t] = await translateTexts({ ...deps(), provider: null }, ['美品 腕時計'], 'title');
    expect(t).toEqual({ text: '美品 · 手表', kind: 'gloss', provider: 'glossary', fallback: false });
    expect(fake.requests).toHaveLength(0);
  });

  describe('the DeepL glossary of Daigou’s terms', () => {
    const terms = daigouTerms(seedBrands());
    const withTerms = (list: Record<string, string> = terms) =>
      new DeepLTranslator('fake-key:fx', { serverUrl: fake.url, terms: async () => list });
    const created = () => fake.calls.filter((c) => c === 'POST /v2/glossaries').length;
    beforeEach(() => fake.glossaries.clear());

    it('holds the brands’ Japanese names, condition and listing words, and no one-character or Latin terms', () => {
      expect(terms).toMatchObject({ ルイヴィトン: '路易威登', ジャンク: '故障品', 即決: '一口价', 送料無料: '包邮' });
      for (const [source, target] of Object.entries(terms)) {
        expect([...source].length).toBeGreaterThan(1);
        expect(source).not.toMatch(/^[\x20-\x7e]+$/);
        expect(target.trim()).not.toBe('');
      }
    });

    it('is created once on the account and reused by every later request and by another instance', async () => {
      const first = withTerms();
      const [a] = await first.translateTexts(['ルイヴィトン 財布 ジャンク'], 'title');
      expect(a).toBe('译:路易威登 財布 故障品');
      await first.translateHtml('<p>即決 送料無料</p>');
      expect(created()).toBe(1);
      const [glossary] = [...fake.glossaries.values()];
      expect(glossary).toMatchObject({ source_lang: 'ja', target_lang: 'zh', entry_count: Object.keys(terms).length });
      expect(glossary?.name.startsWith(GLOSSARY_PREFIX)).toBe(true);
      expect(fake.requests.map((r) => r.glossaryId)).toEqual([glossary?.glossary_id, glossary?.glossary_id]);
      // Another process (or a restart) finds it by name instead of creating a second one.
      await withTerms().translateTexts(['ジャンク'], 'review');
      expect(created()).toBe(1);
      expect(fake.requests.at(-1)?.glossaryId).toBe(glossary?.glossary_id);
    });

    it('a changed term list makes a new glossary and deletes the stale one', async () => {
      await withTerms().translateTexts(['ジャンク'], 'title');
      const [old] = [...fake.glossaries.keys()];
      await withTerms({ ...terms, 動作未確認: '未确认能否使用' }).translateTexts(['ジャンク'], 'title');
      expect(created()).toBe(2);
      expect([...fake.glossaries.keys()]).not.toContain(old);
      expect(fake.glossaries.size).toBe(1);
    });

    it('a glossary DeepL refuses is given up: translations go on without it', async () => {
      fake.glossaryFailWith = 400;
      const deepl = withTerms();
      expect(await deepl.translateTexts(['ジャンク'], 'title')).toEqual(['译:ジャンク']);
      await deepl.translateTexts(['美品'], 'title');
      expect(created()).toBe(1);
      expect(fake.requests.map((r) => r.glossaryId)).toEqual([null, null]);
    });

    it('when the glossary cannot be set up (5xx) the gloss answers; a deleted glossary is made again', async () => {
      fake.glossaryFailWith = 503;
      const [t] = await translateTexts({ ...deps(), provider: withTerms() }, ['ジャンク 腕時計 5xx'], 'title');
      expect(t).toMatchObject({ kind: 'gloss', fallback: true });
      expect(fake.requests).toHaveLength(0);

      fake.glossaryFailWith = null;
      const deepl = withTerms();
      await deepl.translateTexts(['ジャンク'], 'title');
      fake.glossaries.clear(); // deleted on the account by someone
      await expect(deepl.translateTexts(['美品'], 'title')).rejects.toMatchObject({ reason: 'provider_error' });
      expect(await deepl.translateTexts(['美品'], 'title')).toEqual(['译:美品']);
      expect(fake.glossaries.size).toBe(1);
    });
  });
});
