import { describe, expect, it } from 'vitest';
import {
  aliasKeys,
  changedShape,
  editJsonLdProduct,
  editNextData,
  fixture,
  itemPage,
  missingRequired,
  storeSeller,
} from './fake/fixture-pages';
import { ITEM_DATA_PATH, parseItemPage } from './item-page';
import { firstHeading } from './page-data';
import { UpstreamShapeError } from './upstream-errors';

const NOW = Date.UTC(2026, 10, 21, 3, 0, 0);
const URL = 'http://fake/jp/auction/x';

describe('item pages as fetched in 2026', () => {
  it('reads an open auction with a buy-it-now price (personal seller, no tax keys)', () => {
    const page = parseItemPage(fixture('yahoo_item_buyout'), URL);
    expect(page).toMatchObject({
      itemId: 's1238539612',
      title: 'ARS10 遊戯王 はにわ 初期 Vol.1 PSA10相当',
      currentPrice: 3440,
      bidPrice: 3440,
      startPrice: 1,
      buyNowPrice: 30000,
      taxRate: null,
      bids: 11,
      status: 'OPEN',
      startTime: Date.parse('2026-07-27T00:58:02+09:00'),
      endTime: Date.parse('2026-08-02T22:58:02+09:00'),
      earlyClosing: true,
      autoExtension: true,
      conditionName: '未使用に近い',
      shippingPayer: 'buyer',
      seller: {
        sellerId: '13unCMsQyTixBUEkMisEyFbiSjw9t',
        name: 'まるお',
        isStore: false,
        goodRate: 95.1,
        ratingCount: 346,
        good: 365,
        bad: 19,
        prefecture: 14,
      },
      highestBidder: 'buymeee',
      fromJsonLd: [],
    });
    expect(page.images).toHaveLength(7);
    expect(page.images[0]).toMatch(/^https:\/\/auctions\.c\.yimg\.jp\//);
    expect(page.categoryPath.map((c) => c.id)).toEqual([25464, 27727, 25826, 2084005059, 2084317607]);
    expect(page.categoryPath.at(-1)?.name).toBe('シングルカード');
    expect(page.descriptionHtml).toContain('<BR>');
  });

  it('reads an auction without buy-it-now as having none (the key is absent, not 0), with the full title', () => {
    const html = fixture('yahoo_item_bid_only');
    const page = parseItemPage(html, URL);
    expect(page.buyNowPrice).toBeNull();
    expect(page.shippingPayer).toBe('seller');
    // <title> and og:title are cut to about 30 characters; the data and the <h1> hold the whole title.
    expect(html).toMatch(/<title[^>]*>Yahoo!オークション - 遊戯王 PSA10 ゼラ ゼラの儀式 2枚セット プレミ\.\.\.<\/title>/);
    expect(page.title).toBe('遊戯王 PSA10 ゼラ ゼラの儀式 2枚セット プレミアムパック2 初期　コレクション祭開催中　他多数出品中');
    expect(firstHeading(html)).toBe(page.title);
    expect(page.conditionName).toBe('未使用');
  });

  it('reads an ended auction: closed, its final price and the winner the page shows', () => {
    const html = fixture('yahoo_closed_n1235105710');
    const page = parseItemPage(html, URL);
    expect(page).toMatchObject({
      itemId: 'n1235105710',
      status: 'CLOSED',
      currentPrice: 6350,
      bids: 15,
      highestBidder: 'daffoo',
    });
    // A closed item's JSON-LD offer has no availability.
    expect(html).not.toMatch(/"availability"/);
  });

  it('reads a cancelled auction', () => {
    expect(parseItemPage(itemPage({ now: NOW, status: 'cancel' }), URL).status).toBe('CANCELLED');
  });

  it('reads a store item at its tax-included prices and keeps the price bids are placed in', () => {
    const page = parseItemPage(itemPage({ now: NOW, edit: storeSeller(8100, 12000) }), URL);
    expect(page).toMatchObject({ currentPrice: 8910, bidPrice: 8100, buyNowPrice: 13200, taxRate: 10, startPrice: 1 });
    expect(page.seller).toMatchObject({ isStore: true, name: 'ReRe オークションストア' });
  });

  it('reads a buy-it-now-only item (price equals the buy-it-now price, no bids)', () => {
    const page = parseItemPage(itemPage({ now: NOW, price: 5000, buyNow: 5000, bids: 0, highestBidder: null }), URL);
    expect(page).toMatchObject({ currentPrice: 5000, buyNowPrice: 5000, bids: 0, highestBidder: null });
  });

  it('accepts the known aliases of another page version in the same schema', () => {
    const page = parseItemPage(itemPage({ now: NOW, edit: aliasKeys }), URL);
    expect(page).toMatchObject({ currentPrice: 3440, buyNowPrice: 30000, bids: 11, startPrice: 1 });
    expect(page.categoryPath).toHaveLength(5);
  });

  it('takes a missing price from the JSON-LD offer (a string there) and says so', () => {
    const html = editJsonLdProduct(itemPage({ now: NOW, edit: (item) => delete item.price }), (p) => {
      (p.offers as Record<string, unknown>).price = '3500';
    });
    const page = parseItemPage(html, URL);
    expect(page.currentPrice).toBe(3500);
    expect(page.fromJsonLd).toEqual(['price']);
  });

  it('takes a missing status from the JSON-LD availability (absent once closed)', () => {
    const open = itemPage({ now: NOW, edit: (item) => delete item.status });
    expect(parseItemPage(open, URL).status).toBe('OPEN');
    const closed = editJsonLdProduct(open, (p) => void delete (p.offers as Record<string, unknown>).availability);
    expect(parseItemPage(closed, URL).status).toBe('CLOSED');
  });

  it('refuses a page missing required fields, naming them', () => {
    const html = itemPage({ now: NOW, edit: missingRequired });
    const error = catchError(() => parseItemPage(html, URL));
    expect(error).toBeInstanceOf(UpstreamShapeError);
    expect((error as UpstreamShapeError).problem).toMatch(/seller\.aucUserId/);
  });

  it('refuses a page whose shape changed, and one with no data at all — never an invented item', () => {
    expect(catchError(() => parseItemPage(itemPage({ now: NOW, edit: changedShape }), URL))).toBeInstanceOf(UpstreamShapeError);
    const moved = editNextData(fixture('yahoo_item_buyout'), (data) => {
      const detail = (data as { props: { pageProps: { initialState: { item: { detail: Record<string, unknown> } } } } }).props
        .pageProps.initialState.item.detail;
      detail.auction = detail.item;
      delete detail.item;
    });
    const error = catchError(() => parseItemPage(moved, URL)) as UpstreamShapeError;
    expect(error.problem).toBe(`nothing at ${ITEM_DATA_PATH.join('.')}`);
    expect((catchError(() => parseItemPage('<html><h1>x</h1></html>', URL)) as UpstreamShapeError).problem).toBe(
      'no __NEXT_DATA__ on the page',
    );
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
