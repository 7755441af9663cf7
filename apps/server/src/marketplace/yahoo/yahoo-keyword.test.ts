import type { SearchResult } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import type { TestApp } from '../../../test/test-app';
import { type FakeUpstream, yahooKeywordMatches } from './fake/fake-upstream';
import { fixture } from './fake/fixture-pages';

/**
 * What reaches Yahoo! Auctions for a member's keyword (decision 074): Japanese exactly as typed, Chinese as
 * Yahoo's own OR groups, and the fake upstream answering only the keywords its listing would match.
 */
let fake: FakeUpstream;
let t: TestApp;

/** The one listing the fake upstream holds: it answers a search only when that search would find it. */
let listing = '';
beforeAll(async () => {
  ({ t, fake } = await createYahooTestApp());
  fake.setSearch((query) =>
    yahooKeywordMatches(query.p ?? '', listing)
      ? {
          html: fixture('yahoo_search_ok').replace(
            /data-auction-endtime="(\d+)"/g,
            `data-auction-endtime="${Math.round(t.clock.now() / 1000) + 86_400}"`,
          ),
        }
      : { status: 404, html: fixture('yahoo_search_empty') },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function searchUpstream(query: Record<string, string | number>) {
  const before = fake.requests.length;
  const { status, body } = await t.client().get<SearchResult>('/api/goods/search', { query });
  expect(status).toBe(200);
  const sent = fake.requests.slice(before).filter((r) => r.path === '/search/search');
  expect(sent).toHaveLength(1);
  return { p: sent[0]?.query.p ?? '', result: body.data };
}

describe('MARKETPLACE=yahoo: the keyword sent upstream', () => {
  it('sends a Japanese keyword exactly as typed (遊戯王 PSA 初期, not 初 期)', async () => {
    listing = '遊戯王 初期 ブルーアイズ・ホワイト・ドラゴン PSA10';
    const { p, result } = await searchUpstream({ keyword: '遊戯王 PSA 初期' });
    expect(p).toBe('遊戯王 PSA 初期');
    expect(result.expanded).toBe(false);
    expect(result.total).toBeGreaterThan(0);
  });

  it('sends a Chinese word as Yahoo’s OR group of its Japanese forms, English brand names kept', async () => {
    listing = 'LOUIS VUITTON モノグラム ジッピーウォレット 長財布';
    const { p, result } = await searchUpstream({ keyword: '路易威登' });
    expect(p).toBe('(ヴィトン VUITTON)');
    expect(result.expanded).toBe(true);
    expect(result.total).toBeGreaterThan(0);
  });

  it('reaches every common form: 手錶 (traditional) → (時計 ウォッチ …), 钢笔 → 万年筆, 百乐 → パイロット', async () => {
    listing = 'SEIKO セイコー 5 自動巻き メンズ 腕時計 稼働品';
    const watch = await searchUpstream({ keyword: '手錶' });
    expect(watch.p).toMatch(/^\(時計 ウォッチ WATCH/);
    expect(watch.result.total).toBeGreaterThan(0);

    listing = 'PILOT パイロット カスタム743 万年筆 14K ペン先 F';
    for (const keyword of ['钢笔', '百乐']) {
      const { p, result } = await searchUpstream({ keyword });
      expect(p, keyword).toMatch(/^\(/);
      expect(result.total, keyword).toBeGreaterThan(0);
    }
  });

  it('sends the word as typed with exact=1 (只搜原词)', async () => {
    listing = 'SEIKO セイコー 腕時計';
    const { p, result } = await searchUpstream({ keyword: '手表', exact: 1 });
    expect(p).toBe('手表');
    expect(result.expanded).toBe(false);
    expect(result.total).toBe(0);
    expect(result.termGroups).toEqual([{ word: '手表', terms: ['手表'] }]);
  });
});

describe('the fake upstream reads keywords as Yahoo! Auctions does', () => {
  it('ANDs words and ORs a parenthesised group', () => {
    expect(yahooKeywordMatches('(時計 ウォッチ) SEIKO', 'ＳＥＩＫＯ 腕時計')).toBe(true);
    expect(yahooKeywordMatches('(時計 ウォッチ) CASIO', 'SEIKO 腕時計')).toBe(false);
    expect(yahooKeywordMatches('初 期', '遊戯王 初期')).toBe(true);
    expect(yahooKeywordMatches('ヴィトン', 'LOUIS VUITTON 長財布')).toBe(false);
  });
});
