import { decodeEntities } from './page-data';
import { UpstreamShapeError } from './upstream-errors';

/**
 * Yahoo! Auctions' bid-history page (入札履歴, `/jp/show/bid_hist?aID=…`, decision 085): one row per bidder,
 * in rank order, in a table whose header reads 入札者 / 評価 | 入札額 | 個数 | 最後に手動入札した時間. Bidders
 * are masked by Yahoo (`ymb********`), the leader marked 最高額入札者, amounts `20,305 円`, times in Japan time
 * without a year (`8月 2日 21時 32分`). Read by string scanning like the other pages.
 */

export interface YahooBidRow {
  bidder: string;
  amount: number;
  /** Epoch ms, the year chosen as the latest not after `now` plus a day; null when unreadable. */
  time: number | null;
  highest: boolean;
}

const TABLE = /<table\b[^>]*>((?:(?!<table\b)[\s\S])*?)<\/table>/gi;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr>/gi;
const CELL = /<t([dh])\b[^>]*>([\s\S]*?)<\/t[dh]>/gi;
const JST_OFFSET = 9 * 3_600_000;
const NO_BIDS = /入札(?:は|が)?(?:ありません|まだありません)|入札者はいません/;

const text = (html: string) =>
  decodeEntities(html.replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, ' $1 ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** `8月 2日 21時 32分` (Japan time) as epoch ms: the year that puts it latest but not after `now` + 1 day. */
export function jstWithoutYear(value: string, now: number): number | null {
  const m = /(\d{1,2})月\s*(\d{1,2})日\s*(\d{1,2})時\s*(\d{1,2})分/.exec(value);
  if (!m) return null;
  const [month, day, hour, minute] = m.slice(1).map(Number);
  const year = new Date(now + JST_OFFSET).getUTCFullYear();
  for (const y of [year + 1, year, year - 1]) {
    const at = Date.UTC(y, month - 1, day, hour, minute) - JST_OFFSET;
    if (at <= now + 86_400_000) return at;
  }
  return null;
}

export function parseBidHistoryPage(html: string, url: string, now: number): YahooBidRow[] {
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const table of source.matchAll(TABLE)) {
    const rows = [...table[1].matchAll(ROW)].map((r) => [...r[1].matchAll(CELL)].map((c) => ({ th: c[1] === 'h', html: c[2] })));
    const header = rows.findIndex((cells) => {
      const t = cells.map((c) => text(c.html));
      return t.some((c) => c.includes('入札者')) && t.some((c) => c.includes('入札額'));
    });
    if (header < 0) continue;
    const titles = rows[header].map((c) => text(c.html));
    const bidderAt = titles.findIndex((t) => t.includes('入札者'));
    const amountAt = titles.findIndex((t) => t.includes('入札額'));
    const timeAt = titles.findIndex((t) => /時間|日時/.test(t));
    const out: YahooBidRow[] = [];
    for (const cells of rows.slice(header + 1)) {
      if (cells.length !== titles.length) continue;
      const who = text(cells[bidderAt].html);
      const amount = /([\d,]+)\s*円/.exec(text(cells[amountAt].html));
      if (!amount) continue;
      const bidder = who.split(/\s*\/\s*評価/)[0].trim();
      if (!bidder) throw new UpstreamShapeError(url, 'a bid-history row names no bidder');
      out.push({
        bidder,
        amount: Number(amount[1].replace(/,/g, '')),
        time: timeAt >= 0 ? jstWithoutYear(text(cells[timeAt].html), now) : null,
        highest: who.includes('最高額入札者') || who.includes('落札者'),
      });
    }
    return out;
  }
  if (source.includes('入札履歴') && NO_BIDS.test(text(source))) return [];
  throw new UpstreamShapeError(url, 'no bid-history table (入札者 / 入札額) on the page');
}
