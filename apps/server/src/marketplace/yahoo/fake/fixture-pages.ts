import fs from 'node:fs';
import path from 'node:path';
import { ITEM_DATA_PATH } from '../item-page';
import { LISTING_PATH } from '../listing-page';

/**
 * Upstream pages for the fake upstream, written from the real 2026 pages in `../fixtures` (see SOURCE.md):
 * a page is loaded as fetched, its `__NEXT_DATA__` (and JSON-LD where a case needs it) edited the way the case
 * says, its times moved relative to `now`, and everything else kept.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const cache = new Map<string, string>();

export function fixture(name: string): string {
  let html = cache.get(name);
  if (html === undefined) {
    html = fs.readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
    cache.set(name, html);
  }
  return html;
}

const NEXT_DATA = /(<script\b[^>]*\bid="__NEXT_DATA__"[^>]*>)([\s\S]*?)(<\/script>)/;

type Json = Record<string, unknown>;

/** The page with its Next.js data replaced by what `edit` makes of it. */
export function editNextData(html: string, edit: (data: Json) => void): string {
  const match = NEXT_DATA.exec(html);
  if (!match) throw new Error('fixture has no __NEXT_DATA__');
  const data = JSON.parse(match[2]) as Json;
  edit(data);
  // `</` inside the JSON would end the script early, exactly as Next.js escapes it.
  const text = JSON.stringify(data).replace(/<\//g, '<\\/');
  return html.slice(0, match.index) + match[1] + text + match[3] + html.slice(match.index + match[0].length);
}

/** The page with its JSON-LD Product block replaced by what `edit` makes of it. */
export function editJsonLdProduct(html: string, edit: (product: Json) => void): string {
  return html.replace(/(<script\b[^>]*type="application\/ld\+json"[^>]*>)([\s\S]*?)(<\/script>)/g, (whole, open, body, close) => {
    const value = JSON.parse(body) as Json;
    if (value['@type'] !== 'Product') return whole;
    edit(value);
    return open + JSON.stringify(value) + close;
  });
}

function objectAt(data: Json, keys: readonly string[]): Json {
  let current: unknown = data;
  for (const key of keys) current = (current as Json)[key];
  return current as Json;
}

/** Epoch ms as the pages write times: ISO 8601 in Japan time, `2026-08-02T22:58:02+09:00`. */
export function jst(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}

const BASES = {
  /** s1238539612: open, buy-it-now 30000, personal seller, 11 bids. */
  buyout: 'yahoo_item_buyout',
  /** m1238496717: open, no buy-it-now key, seller pays shipping. */
  bid_only: 'yahoo_item_bid_only',
  /** n1235105710: closed at ¥6,350 after 15 bids. */
  closed: 'yahoo_closed_n1235105710',
} as const;

export interface ItemCase {
  base?: keyof typeof BASES;
  itemId?: string;
  /** Clock the times are written against. */
  now: number;
  /** Ends this long after `now` (negative: ended that long ago). Default 3 days. */
  endsInMs?: number;
  price?: number;
  bids?: number;
  /** A buy-it-now price; null removes the key (as pages do when there is none). */
  buyNow?: number | null;
  status?: 'open' | 'closed' | 'cancel';
  highestBidder?: string | null;
  /** Anything else, on the item object of the Next.js data. */
  edit?: (item: Json, data: Json) => void;
}

/** An item page written from one of the real ones. */
export function itemPage(c: ItemCase): string {
  const base = BASES[c.base ?? 'buyout'];
  let html = fixture(base);
  const endTime = c.now + (c.endsInMs ?? 3 * 86_400_000);
  const startTime = Math.min(endTime, c.now) - 4 * 86_400_000;
  html = editNextData(html, (data) => {
    const item = objectAt(data, ITEM_DATA_PATH);
    if (c.itemId) {
      item.auctionId = c.itemId;
      item.auctionItemUrl = `https://auctions.yahoo.co.jp/jp/auction/${c.itemId}`;
    }
    item.startTime = jst(startTime);
    item.endTime = jst(endTime);
    if (c.price !== undefined) item.price = c.price;
    if (c.bids !== undefined) item.bids = c.bids;
    if (c.buyNow === null) delete item.bidorbuy;
    else if (c.buyNow !== undefined) item.bidorbuy = c.buyNow;
    if (c.status) item.status = c.status;
    if (c.highestBidder === null) item.highestBidders = { totalHighestBidders: 0, isMore: false };
    else if (c.highestBidder !== undefined)
      item.highestBidders = {
        totalHighestBidders: 1,
        isMore: false,
        bidder: [{ displayName: c.highestBidder, ratingSummary: 10 }],
      };
    c.edit?.(item, data);
    if (c.itemId) (data as { query?: Json }).query = { aid: c.itemId };
  });
  return editJsonLdProduct(html, (product) => {
    const offers = product.offers as Json;
    if (c.price !== undefined) offers.price = String(c.price);
    offers.priceValidUntil = jst(endTime);
    if (c.itemId) product.url = `https://auctions.yahoo.co.jp/jp/auction/${c.itemId}`;
  });
}

/** The store-seller case: tax keys present (as pages of store items have them), prices tax excluded. */
export const storeSeller =
  (price: number, buyNow: number) =>
  (item: Json): void => {
    const seller = item.seller as Json;
    seller.isStore = true;
    seller.displayName = 'ReRe オークションストア';
    item.price = price;
    item.taxRate = 10;
    item.taxinPrice = Math.round(price * 1.1);
    delete item.bidorbuy;
    item.bidOrBuyPrice = buyNow;
    item.taxinBidorbuy = Math.round(buyNow * 1.1);
    item.taxinStartPrice = Math.round(Number(item.initPrice) * 1.1);
  };

/** Key names of another page version: the known aliases. */
export const aliasKeys = (item: Json): void => {
  item.bidCount = item.bids;
  delete item.bids;
  if ('bidorbuy' in item) {
    item.bidOrBuyPrice = item.bidorbuy;
    delete item.bidorbuy;
  }
  item.currentPrice = item.price;
  delete item.price;
  item.startPrice = item.initPrice;
  delete item.initPrice;
  item.categoryPath = (item.category as Json).path;
  delete item.category;
};

/** Required fields gone, with nothing in the JSON-LD to stand in for them. */
export const missingRequired = (item: Json): void => {
  delete item.endTime;
  delete (item.seller as Json).aucUserId;
};

/** A shape this reader has never seen: the price became an object. */
export const changedShape = (item: Json): void => {
  item.price = { amount: item.price, currency: 'JPY' };
};

/** The search page with its cards' end times moved so that the first card ends `firstEndsInMs` after `now`. */
export function searchPage(now: number, firstEndsInMs = 86_400_000): string {
  const html = fixture('yahoo_search_ok');
  const first = Number(/data-auction-endtime="(\d+)"/.exec(html)?.[1]);
  const shift = Math.round((now + firstEndsInMs) / 1000) - first;
  return html.replace(/data-auction-endtime="(\d+)"/g, (_w, s: string) => `data-auction-endtime="${Number(s) + shift}"`);
}

/** The seller page with its items' times moved so that the first ends `firstEndsInMs` after `now`. */
export function sellerPage(
  now: number,
  firstEndsInMs = 86_400_000,
  name: 'yahoo_seller_ok' | 'yahoo_seller_empty' = 'yahoo_seller_ok',
): string {
  return editNextData(fixture(name), (data) => {
    const items = objectAt(data, LISTING_PATH).items as Json[];
    if (!items.length) return;
    const shift = now + firstEndsInMs - Date.parse(String(items[0].endTime));
    for (const item of items) {
      item.endTime = jst(Date.parse(String(item.endTime)) + shift);
      if (item.startTime) item.startTime = jst(Date.parse(String(item.startTime)) + shift);
    }
  });
}

export interface BidHistoryRowCase {
  bidder: string;
  amount: number;
  /** How long before `now` the bid was placed. */
  agoMs: number;
  highest?: boolean;
}

/** Japan time as the bid-history page writes it: `8月 2日 21時 32分` (no year, minutes not padded). */
export function jstNoYear(ms: number): string {
  const d = new Date(ms + 9 * 3_600_000);
  return `${d.getUTCMonth() + 1}月 ${d.getUTCDate()}日 ${d.getUTCHours()}時 ${d.getUTCMinutes()}分`;
}

/**
 * The bid-history page (fixture `yahoo_bid_hist_m1238496717`, written in the real page's shape: SOURCE.md)
 * with its rows replaced: none gives Yahoo's "no bids" wording instead of the table rows. Without `rows`,
 * the fixture's own three rows, their times moved to the last day before `now`.
 */
export function bidHistoryPage(now: number, rows?: BidHistoryRowCase[], itemId = 'm1238496717'): string {
  const html = fixture('yahoo_bid_hist_m1238496717').replaceAll('m1238496717', itemId);
  const cases = rows ?? [
    { bidder: 'ymb********', amount: 20305, agoMs: 40 * 60_000, highest: true },
    { bidder: 'kei********', amount: 20000, agoMs: 3 * 3_600_000 },
    { bidder: 'tok********', amount: 15500, agoMs: 20 * 3_600_000 },
  ];
  const cell = (inner: string) => `<td class="decBg01">${inner}</td>`;
  const body = cases.length
    ? cases
        .map(
          (r) =>
            `<tr>\n${cell(`<a href="https://auctions.yahoo.co.jp/seller/x">${r.bidder}</a> / 評価：<a href="https://auctions.yahoo.co.jp/jp/show/rating?auc_user_id=x">12</a>${r.highest ? ' <img src="https://s.yimg.jp/images/auct/icon/highest.gif" alt="最高額入札者" width="16" height="16">最高額入札者' : ''}`)}\n${cell(`${r.amount.toLocaleString('en-US')} 円`)}\n${cell('1')}\n${cell(jstNoYear(now - r.agoMs))}\n</tr>`,
        )
        .join('\n')
    : '';
  const replaced = html.replace(/<!--rows-->[\s\S]*<!--\/rows-->/, `<!--rows-->\n${body}\n<!--/rows-->`);
  return cases.length
    ? replaced
    : replaced.replace(
        /<div id="modCtgSearchResult">[\s\S]*?<div id="modInfoTxt">/,
        '<div id="modCtgSearchResult"><p>この商品に入札はありません。</p></div>\n<div id="modInfoTxt">',
      );
}

/**
 * The closed-price page (fixture `yahoo_closed_ok`, 50 sales of 「遊戯王 PSA 初期」) with its end times moved so
 * that the newest sale ended `newestEndedMsAgo` before `now`; `keep` chooses which sales are listed (a search's
 * answer keeps those its keyword matches). Keeping none gives the real no-results page (HTTP 404).
 */
export function closedSearchPage(
  now: number,
  keep: (item: { title: string; categoryIds: number[] }) => boolean = () => true,
  newestEndedMsAgo = 3_600_000,
): { status: number; html: string } {
  let kept = 0;
  const html = editNextData(fixture('yahoo_closed_ok'), (data) => {
    const listing = objectAt(data, LISTING_PATH);
    const items = listing.items as Json[];
    const shift = now - newestEndedMsAgo - Date.parse(String(items[0].endTime));
    const chosen = items.filter((item) =>
      keep({ title: String(item.title), categoryIds: ((item.categoryPath as Json[]) ?? []).map((c) => Number(c.id)) }),
    );
    for (const item of chosen) {
      item.endTime = jst(Date.parse(String(item.endTime)) + shift);
      if (item.startTime) item.startTime = jst(Date.parse(String(item.startTime)) + shift);
    }
    listing.items = chosen;
    kept = chosen.length;
    if (chosen.length < items.length) listing.totalResultsAvailable = chosen.length;
  });
  return kept ? { status: 200, html } : { status: 404, html: fixture('yahoo_closed_empty') };
}
