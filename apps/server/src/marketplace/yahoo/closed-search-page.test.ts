import { describe, expect, it } from 'vitest';
import { parseClosedSearchPage } from './closed-search-page';
import { closedSearchPage, editNextData, fixture } from './fake/fixture-pages';
import { LISTING_PATH } from './listing-page';
import { UpstreamShapeError } from './upstream-errors';

const URL = 'https://auctions.yahoo.co.jp/closedsearch/closedsearch?p=x';
type Json = Record<string, unknown>;
const listingOf = (data: Json) => LISTING_PATH.reduce<Json>((o, k) => o[k] as Json, data);

describe('parseClosedSearchPage (the real 落札相場 page of 「遊戯王 PSA 初期」)', () => {
  it('reads the sold auctions, newest first, and leaves the 25 flea-market sales out', () => {
    const page = parseClosedSearchPage(fixture('yahoo_closed_ok'), 200, URL);
    expect(page.total).toBe(833);
    expect(page.items).toHaveLength(25);
    expect(page.skipped).toBe(25);
    expect(page.statistics).toEqual({ avgPrice: 27651, minPrice: 343, maxPrice: 1600000 });
    expect(page.items[0]).toEqual({
      itemId: 'l1238412091',
      title: expect.stringMatching(/^遊戯王 マジシャン・オブ・ブラックカオス 初期 ウルトラレア PSA8/),
      price: 20000,
      bids: 23,
      endTime: Date.parse('2026-08-01T22:17:22+09:00'),
      condition: 'USED20',
      categoryIds: [25464, 27727, 25826, 2084005059, 2084317607],
    });
    expect(page.items.every((i) => !i.itemId.startsWith('z') && i.bids >= 1)).toBe(true);
    const ends = page.items.map((i) => i.endTime);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    // Digits-only ids are auctions too.
    expect(page.items.map((i) => i.itemId)).toContain('1235580538');
  });

  it('reads the 404 no-results page as an empty list', () => {
    expect(parseClosedSearchPage(fixture('yahoo_closed_empty'), 404, URL)).toEqual({
      items: [],
      total: 0,
      statistics: { avgPrice: 0, minPrice: 0, maxPrice: 0 },
      skipped: 0,
    });
  });

  it('leaves out a line without a bid (an unsold auction lists its start price)', () => {
    const html = editNextData(fixture('yahoo_closed_ok'), (data) => {
      for (const item of listingOf(data).items as Json[]) item.bidCount = 0;
    });
    expect(parseClosedSearchPage(html, 200, URL).items).toEqual([]);
  });

  it('fails loudly on a changed page: no data, the list moved, a price that became an object', () => {
    expect(() => parseClosedSearchPage('<html><body>メンテナンス中</body></html>', 200, URL)).toThrow(UpstreamShapeError);
    const moved = editNextData(fixture('yahoo_closed_ok'), (data) => {
      const search = ((data.props as Json).pageProps as Json).initialState as Json;
      (search.search as Json).items = { results: [] };
    });
    expect(() => parseClosedSearchPage(moved, 200, URL)).toThrow(/nothing usable/);
    const priced = editNextData(fixture('yahoo_closed_ok'), (data) => {
      const first = (listingOf(data).items as Json[])[0];
      first.price = { amount: first.price, currency: 'JPY' };
    });
    expect(() => parseClosedSearchPage(priced, 200, URL)).toThrow(/sold item 0 not understood: price/);
  });

  it('the fake upstream page keeps only what a search would list, with times moved', () => {
    const now = Date.UTC(2026, 10, 28);
    const page = closedSearchPage(now, (i) => i.title.includes('青眼の白龍'));
    const parsed = parseClosedSearchPage(page.html, page.status, URL);
    expect(parsed.items.length).toBeGreaterThan(0);
    expect(parsed.items.every((i) => i.title.includes('青眼の白龍') && i.endTime < now)).toBe(true);
    expect(closedSearchPage(now, () => false).status).toBe(404);
  });
});
