import type { SearchResult } from '@daigou/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { TestClient } from '../../../../test/test-client';

/**
 * Chinese search on the local catalogue (decision 074), on SQLite (FTS5) and PostgreSQL (pg_trgm): a Chinese
 * word finds every common Japanese form as alternatives (OR), traditional characters are normalised, Japanese
 * is searched as typed, exact=1 undoes the expansion, and an empty result offers Chinese words.
 */
let t: TestApp;
let visitor: TestClient;

/** Real-looking seller titles planted on open auctions of the generated catalogue. */
const PLANTED = {
  pen: 'PILOT パイロット カスタム743 万年筆 14K ペン先 F 中古',
  swimsuit: 'arena アリーナ 競泳 水着 レディース Mサイズ 美品',
  keyring: 'サンリオ ハローキティ キーホルダー 非売品 レア',
  artbook: '新海誠 美術 作品集 初版 帯付き',
  club: 'テーラーメイド SIM2 MAX ドライバー 10.5 フレックスS',
  watch: 'SEIKO セイコー ウォッチ 自動巻き 稼働品',
  camera: 'Canon キヤノン IXY デジカメ 動作確認済み',
  card: '遊戯王 初期 ブラック・マジシャン PSA9',
  vuitton: 'LOUIS VUITTON ダミエ ジッピーウォレット',
  dell: 'デル ノートパソコン Inspiron 15 Windows11',
  dellLast: '15.6インチ ノートPC 第8世代 i5 デル',
  model: '限定モデル ノートパソコン 15インチ 美品',
  pc: 'HP ProBook 450 G8 PC Core i5 メモリ16GB',
  catalogueNumber: 'DJ SHRAPNEL XRATED SRPC-0010 CD 帯付き',
} as const;

beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 400, seed: 26 } });
  visitor = t.client();
  const open = await t.database.db
    .selectFrom('items')
    .select('id')
    .where(sql<boolean>`status = 'OPEN'`)
    .where('end_time', '>', t.clock.now() + 86_400_000)
    .orderBy('id')
    .limit(Object.keys(PLANTED).length)
    .execute();
  for (const [i, title] of Object.values(PLANTED).entries())
    await t.database.db.updateTable('items').set({ title }).where('id', '=', open[i].id).execute();
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number>) => {
  const { status, body } = await visitor.get<SearchResult>('/api/goods/search', { query: { limit: 100, ...query } });
  expect(status).toBe(200);
  return body.data;
};
const titles = (r: SearchResult) => r.list.map((i) => i.title);

describe('a Chinese keyword finds every common Japanese form (OR), whole compounds first', () => {
  it.each([
    ['钢笔', PLANTED.pen],
    ['百乐', PLANTED.pen],
    ['泳衣', PLANTED.swimsuit],
    ['钥匙扣', PLANTED.keyring],
    ['画册', PLANTED.artbook],
    ['高尔夫球杆', PLANTED.club],
    ['球杆', PLANTED.club],
    ['手表', PLANTED.watch],
    ['路易威登', PLANTED.vuitton],
  ])('%s finds “%s”', async (keyword, title) => {
    const r = await search({ keyword });
    expect(titles(r)).toContain(title);
    expect(r.expanded).toBe(true);
    // One group for the whole word: never cut into characters that are each required.
    expect(r.termGroups.map((g) => g.word)).toEqual([keyword]);
    for (const found of titles(r))
      expect(r.termGroups[0].terms.some((term) => found.toLowerCase().includes(term.toLowerCase()))).toBe(true);
  });

  it('shows the forms it searched (手表 → 腕時計 · 時計 · ウォッチ)', async () => {
    const r = await search({ keyword: '手表' });
    expect(r.termGroups[0].terms).toEqual(expect.arrayContaining(['腕時計', '時計', 'ウォッチ']));
    expect(r.searchedTerms).toEqual(expect.arrayContaining(['腕時計', '時計', 'ウォッチ']));
  });

  it('finds a katakana brand spelling found inside other words only as a whole word (戴尔: デル, not モデル)', async () => {
    const r = await search({ keyword: '戴尔' });
    expect(r.termGroups[0].terms).toContain('デル');
    expect(titles(r)).toEqual(expect.arrayContaining([PLANTED.dell, PLANTED.dellLast]));
    expect(titles(r)).not.toContain(PLANTED.model);
    for (const found of titles(r)) expect(found).toMatch(/dell|(^|[^\u30a1-\u30fe])デル([^\u30a1-\u30fe]|$)/i);
    // The total counts the titles found, not every title the index holds デル in.
    expect(r.total).toBe(r.list.length);
    // A word typed in Japanese is matched the same way.
    expect(titles(await search({ keyword: 'デル' }))).not.toContain(PLANTED.model);
    expect(titles(await search({ keyword: 'モデル ノートパソコン' }))).toContain(PLANTED.model);
  });

  it('finds a short Latin word only as a whole word (电脑: PC, not the SRPC of a catalogue number)', async () => {
    const r = await search({ keyword: '电脑' });
    expect(r.termGroups[0].terms).toEqual(expect.arrayContaining(['PC']));
    expect(titles(r)).toContain(PLANTED.pc);
    expect(titles(r)).not.toContain(PLANTED.catalogueNumber);
    expect(titles(await search({ keyword: 'pc' }))).not.toContain(PLANTED.catalogueNumber);
    expect(titles(await search({ keyword: 'srpc' }))).toContain(PLANTED.catalogueNumber);
  });

  it('normalises traditional characters (手錶, 相機)', async () => {
    expect(titles(await search({ keyword: '手錶' }))).toContain(PLANTED.watch);
    const camera = await search({ keyword: '相機' });
    expect(titles(camera)).toContain(PLANTED.camera);
    expect(camera.termGroups[0].terms).toContain('カメラ');
  });

  it('searches a Japanese keyword as typed (遊戯王 PSA 初期 is not cut into 初 and 期)', async () => {
    const r = await search({ keyword: '遊戯王 PSA 初期' });
    expect(r.termGroups).toEqual([
      { word: '遊戯王', terms: ['遊戯王'] },
      { word: 'PSA', terms: ['PSA'] },
      { word: '初期', terms: ['初期'] },
    ]);
    expect(r.expanded).toBe(false);
    expect(titles(r)).toContain(PLANTED.card);
  });

  it('exact=1 searches the words as typed, and says nothing was expanded', async () => {
    const r = await search({ keyword: '手表', exact: 1 });
    expect(r.termGroups).toEqual([{ word: '手表', terms: ['手表'] }]);
    expect(r.expanded).toBe(false);
    expect(titles(r)).not.toContain(PLANTED.watch);
    const posted = await visitor.post<SearchResult>('/api/goods/searchByPage', { json: { keyword: '手表', exact: true } });
    expect(posted.body.data.termGroups).toEqual([{ word: '手表', terms: ['手表'] }]);
  });

  it('an empty result offers Chinese words to try, never Japanese', async () => {
    const r = await search({ keyword: '钢笔 zzqxv' });
    expect(r.total).toBe(0);
    expect(r.alternatives.length).toBeGreaterThan(0);
    for (const word of r.alternatives) {
      expect(word).toMatch(/\p{Script=Han}/u);
      expect(word).not.toMatch(/[\u3040-\u30ff]/);
    }
    expect((await search({ keyword: '钢笔' })).alternatives).toEqual([]);
  });
});
