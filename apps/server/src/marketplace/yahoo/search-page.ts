import { ITEM_ID_PATTERN, SELLER_ID_PATTERN } from '@daigou/contract';
import { DomUtils, parseDocument } from 'htmlparser2';
import { z } from 'zod';
import { UpstreamShapeError } from './upstream-errors';

type Element = ReturnType<typeof DomUtils.findAll>[number];

/**
 * A search results page (`{YAHOO_AUCTIONS_URL}/search/search?p=…`): one `li.Product` card per result, the
 * facts in the cards' `data-auction-*` attributes (2026 pages: id, price, buy-now price, title, image, end time,
 * start price, `data-auction-auc-seller-id`) and the bid count in `dd.Product__bid`. Promoted slots list an
 * auction twice: kept once. No results is an HTTP 404 page with an `Empty` block: an empty list, not a failure.
 */

export interface YahooSearchCard {
  itemId: string;
  title: string;
  image: string;
  currentPrice: number;
  buyNowPrice: number | null;
  startPrice: number | null;
  bids: number;
  endTime: number;
  sellerId: string;
  freeShipping: boolean;
  /** Category ids from the root (Yahoo's 0 left out). */
  categoryIds: number[];
}

export interface YahooSearchPage {
  cards: YahooSearchCard[];
  /** The hit count the page states ("142件"), or null when it states none. */
  total: number | null;
  /** Cards dropped because their id is not an item id this store can show. */
  skipped: number;
}

const int = z.string().regex(/^\d+$/).transform(Number);

const cardSchema = z.object({
  itemId: z.string().regex(ITEM_ID_PATTERN),
  title: z.string().min(1),
  image: z.string().url(),
  currentPrice: int,
  buyNowPrice: int.optional(),
  startPrice: int.optional(),
  bids: z
    .string()
    .regex(/\d+/)
    .transform((v) => Number(/\d+/.exec(v)?.[0] ?? 0)),
  endTime: int.transform((s) => s * 1000),
  sellerId: z.string().regex(SELLER_ID_PATTERN),
  freeShipping: z.string().optional(),
  categoryIds: z.string().optional(),
});

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);
const findFirst = (root: Element, test: (el: Element) => boolean) => DomUtils.findOne(test, root.children, true);

export function parseSearchPage(html: string, status: number, url: string): YahooSearchPage {
  const doc = parseDocument(html, { decodeEntities: true });
  const items = DomUtils.findAll((el) => el.name === 'li' && hasClass(el, 'Product'), doc.children);
  if (!items.length) {
    const empty = DomUtils.findOne((el) => hasClass(el, 'Empty'), doc.children, true);
    if (empty) return { cards: [], total: 0, skipped: 0 };
    throw new UpstreamShapeError(url, `no li.Product cards and no Empty block (HTTP ${status})`);
  }
  const seen = new Set<string>();
  const cards: YahooSearchCard[] = [];
  let skipped = 0;
  for (const li of items) {
    const bonus = findFirst(li, (el) => hasClass(el, 'Product__bonus'));
    const link =
      findFirst(li, (el) => hasClass(el, 'Product__titleLink')) ?? findFirst(li, (el) => hasClass(el, 'Product__imageLink'));
    const bid = findFirst(li, (el) => el.name === 'dd' && hasClass(el, 'Product__bid'));
    const id = bonus?.attribs['data-auction-id'] ?? link?.attribs['data-auction-id'];
    if (id && !ITEM_ID_PATTERN.test(id)) {
      skipped++;
      continue;
    }
    const raw = {
      itemId: id,
      title: link?.attribs['data-auction-title'],
      image: link?.attribs['data-auction-img'],
      currentPrice: bonus?.attribs['data-auction-price'] ?? link?.attribs['data-auction-price'],
      buyNowPrice: bonus?.attribs['data-auction-buynowprice'] || undefined,
      startPrice: bonus?.attribs['data-auction-startprice'] || undefined,
      bids: bid ? DomUtils.textContent(bid).trim() : undefined,
      endTime: bonus?.attribs['data-auction-endtime'],
      sellerId: bonus?.attribs['data-auction-auc-seller-id'],
      freeShipping: link?.attribs['data-auction-isfreeshipping'],
      categoryIds: bonus?.attribs['data-auction-categoryidpath'],
    };
    const parsed = cardSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new UpstreamShapeError(url, `result card ${id ?? '?'} not understood: ${problems}`);
    }
    const card = parsed.data;
    if (seen.has(card.itemId)) continue;
    seen.add(card.itemId);
    cards.push({
      itemId: card.itemId,
      title: card.title,
      image: card.image,
      currentPrice: card.currentPrice,
      buyNowPrice: card.buyNowPrice ? card.buyNowPrice : null,
      startPrice: card.startPrice ?? null,
      bids: card.bids,
      endTime: card.endTime,
      sellerId: card.sellerId,
      freeShipping: card.freeShipping === '1',
      categoryIds: (card.categoryIds ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    });
  }
  return { cards, total: statedTotal(doc.children), skipped };
}

/** "142件" in the current tab of the result tabs. */
function statedTotal(nodes: Element['children']): number | null {
  const tab = DomUtils.findOne((el) => el.name === 'li' && hasClass(el, 'Tab__item--current'), nodes, true);
  const sub = tab ? DomUtils.findOne((el) => hasClass(el, 'Tab__subText'), tab.children, true) : null;
  const match = sub ? /([\d,]+)\s*件/.exec(DomUtils.textContent(sub)) : null;
  return match ? Number(match[1].replaceAll(',', '')) : null;
}
