/**
 * Catalogue constants and Chinese labels without zod, so first-load web code can import them
 * (see README.md). `catalog.ts` builds its schemas from these and re-exports them.
 */

/** The six Japanese condition grades of Yahoo! Auctions (product.md), best first. */
export const ITEM_CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor', 'bad'] as const;
export const ITEM_CONDITION_LABELS: Record<(typeof ITEM_CONDITIONS)[number], { ja: string; zh: string }> = {
  new: { ja: '新品', zh: '全新' },
  like_new: { ja: '未使用に近い', zh: '近乎全新' },
  good: { ja: '目立った傷や汚れなし', zh: '无明显划痕污渍' },
  fair: { ja: 'やや傷や汚れあり', zh: '略有划痕污渍' },
  poor: { ja: '傷や汚れあり', zh: '有划痕污渍' },
  bad: { ja: '全体的に状態が悪い', zh: '整体状况较差' },
};

export const SHIPPING_PAYERS = ['seller', 'buyer'] as const;
export const SHIPPING_PAYER_LABELS: Record<(typeof SHIPPING_PAYERS)[number], string> = {
  seller: '卖家包邮',
  buyer: '买家承担运费',
};

export const AUCTION_STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export const AUCTION_STATUS_LABELS: Record<(typeof AUCTION_STATUSES)[number], string> = {
  OPEN: '拍卖中',
  CLOSED: '已结束',
  CANCELLED: '已取消',
};

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'end_asc', 'newest', 'bids_desc'] as const;
export const SEARCH_SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  relevance: '综合排序',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
  end_asc: '即将结束',
  newest: '最新上架',
  bids_desc: '出价次数最多',
};

/** Totals are counted up to this; beyond it the answer says `totalCapped` ("10,000+"). */
export const SEARCH_TOTAL_CAP = 10_000;
/** "Ending soon" means ending within this many milliseconds (24 hours). */
export const ENDING_SOON_MS = 24 * 60 * 60 * 1000;
