import { describe, expect, it } from 'vitest';
import { jstWithoutYear, parseBidHistoryPage } from './bid-history-page';
import { fixture } from './fake/fixture-pages';
import { UpstreamShapeError } from './upstream-errors';

const URL = 'https://auctions.yahoo.co.jp/jp/show/bid_hist?aID=m1238496717';
// 2026-08-03 00:00 in Japan.
const NOW = Date.UTC(2026, 7, 2, 15, 0);

describe('parseBidHistoryPage', () => {
  it("reads the fixture's rows: masked bidder, amount, Japan time, the leader", () => {
    expect(parseBidHistoryPage(fixture('yahoo_bid_hist_m1238496717'), URL, NOW)).toEqual([
      { bidder: 'ymb********', amount: 20305, time: Date.UTC(2026, 7, 2, 12, 32), highest: true },
      { bidder: 'kei********', amount: 20000, time: Date.UTC(2026, 7, 2, 11, 5), highest: false },
      { bidder: 'tok********', amount: 15500, time: Date.UTC(2026, 8 - 1, 1, 0, 46), highest: false },
    ]);
  });

  it('a page saying there are no bids is an empty list; a page without the table is a shape error', () => {
    expect(parseBidHistoryPage('<h1>入札履歴</h1><p>この商品に入札はありません。</p>', URL, NOW)).toEqual([]);
    expect(() => parseBidHistoryPage('<h1>入札履歴</h1><div>新デザイン</div>', URL, NOW)).toThrow(UpstreamShapeError);
  });
});

describe('jstWithoutYear', () => {
  it('takes the latest year not after now (a December bid read in January is last year)', () => {
    const january = Date.UTC(2027, 0, 2, 3, 0);
    expect(jstWithoutYear('12月 31日 23時 5分', january)).toBe(Date.UTC(2026, 11, 31, 14, 5));
    expect(jstWithoutYear('1月 2日 9時 0分', january)).toBe(Date.UTC(2027, 0, 2, 0, 0));
    expect(jstWithoutYear('いつか', january)).toBeNull();
  });
});
