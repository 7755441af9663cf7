import { describe, expect, it } from 'vitest';
import { fixture, searchPage, sellerPage } from './fake/fixture-pages';
import { parseListingPage } from './listing-page';
import { parseSearchPage } from './search-page';
import { UpstreamShapeError } from './upstream-errors';

describe('search result pages (li.Product cards)', () => {
  it('reads every card from its data-auction-* attributes, each auction once', () => {
    const html = fixture('yahoo_search_ok');
    expect(html.match(/<li class="Product">/g)).toHaveLength(53);
    const page = parseSearchPage(html, 200, 'u');
    // 53 cards: 50 results and 3 promoted slots repeating one of them.
    expect(page.cards).toHaveLength(50);
    expect(new Set(page.cards.map((c) => c.itemId)).size).toBe(50);
    expect(page.total).toBe(142);
    expect(page.cards[0]).toEqual({
      itemId: 's1238539612',
      title: 'ARS10 遊戯王 はにわ 初期 Vol.1 PSA10相当',
      image: expect.stringMatching(/^https:\/\/auc-pctr\.c\.yimg\.jp\/i\/auctions\.c\.yimg\.jp\//),
      currentPrice: 3440,
      buyNowPrice: 30000,
      startPrice: 1,
      bids: 11,
      endTime: 1785679082000,
      sellerId: '13unCMsQyTixBUEkMisEyFbiSjw9t',
      freeShipping: false,
      categoryIds: [25464, 27727, 25826, 2084005059, 2084317607],
    });
    // Ids are not always a letter and digits.
    expect(page.cards.filter((c) => /^\d+$/.test(c.itemId)).map((c) => c.itemId)).toEqual(['1239234527', '1230285950']);
    // "0" buy-it-now means none.
    expect(page.cards.filter((c) => c.buyNowPrice === null).length).toBeGreaterThan(30);
    expect(page.cards.some((c) => c.freeShipping)).toBe(true);
  });

  it('reads the 404 page with an Empty block as no results, not as a failure', () => {
    expect(parseSearchPage(fixture('yahoo_search_empty'), 404, 'u')).toEqual({ cards: [], total: 0, skipped: 0 });
  });

  it('refuses a page with neither cards nor an Empty block, and a card it cannot read', () => {
    expect(() => parseSearchPage('<html><body><p>メンテナンス中</p></body></html>', 200, 'u')).toThrow(UpstreamShapeError);
    const broken = searchPage(Date.UTC(2026, 10, 21)).replace('data-auction-price="3440"', 'data-auction-price="about 3440"');
    expect(() => parseSearchPage(broken.replaceAll('data-auction-price="3440"', 'data-auction-price="x"'), 200, 'u')).toThrow(
      UpstreamShapeError,
    );
  });

  it('moves the fixture cards to the test clock for the fake upstream', () => {
    const now = Date.UTC(2026, 10, 21, 3);
    const page = parseSearchPage(searchPage(now, 3_600_000), 200, 'u');
    expect(page.cards[0].endTime).toBe(Math.round((now + 3_600_000) / 1000) * 1000);
  });
});

describe('seller and closed-price pages (Next.js documents)', () => {
  it('reads the listing and the seller of a seller page', () => {
    const page = parseListingPage(fixture('yahoo_seller_ok'), 'u');
    expect(page.total).toBe(5);
    expect(page.items).toHaveLength(5);
    expect(page.seller).toEqual({
      sellerId: '53dyMh3Xwd4Q1vD5ShkF6HM4pNEic',
      name: 'セプト',
      isStore: false,
      ratingCount: 448,
      goodRatio: 0.993,
    });
    expect(page.items[0]).toMatchObject({
      itemId: 'e1239514318',
      currentPrice: 81000,
      buyNowPrice: 298000,
      bids: 4,
      condition: 'NEW',
      freeShipping: true,
      prefecture: 13,
      sellerId: '53dyMh3Xwd4Q1vD5ShkF6HM4pNEic',
    });
  });

  it('reads empty listings: a seller with nothing open, and the 404 closed-price page', () => {
    expect(parseListingPage(fixture('yahoo_seller_empty'), 'u')).toMatchObject({ items: [], total: 0 });
    expect(parseListingPage(fixture('yahoo_closed_empty'), 'u')).toMatchObject({ items: [], total: 0, seller: null });
  });

  it('moves seller listings to the test clock and refuses a document without a listing', () => {
    const now = Date.UTC(2026, 10, 21, 3);
    expect(parseListingPage(sellerPage(now, 60_000), 'u').items[0].endTime).toBe(now + 60_000);
    expect(() => parseListingPage(fixture('yahoo_item_buyout'), 'u')).toThrow(UpstreamShapeError);
  });
});
