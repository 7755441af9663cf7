/**
 * Seller constants and Chinese labels without zod, so web code can import them without the schemas
 * (see README.md). `seller.ts` builds its schemas from these and re-exports them.
 */

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const RISK_LEVEL_LABELS: Record<(typeof RISK_LEVELS)[number], string> = {
  low: '低风险',
  medium: '中风险',
  high: '高风险',
};

export const RISK_REASON_CODES = ['few_ratings', 'bad_share', 'new_account', 'reported'] as const;

export const SELLER_ITEM_SORTS = ['end_asc', 'newest', 'price_asc', 'price_desc'] as const;

export const RATING_KINDS = ['good', 'normal', 'bad'] as const;
export const RATING_KIND_LABELS: Record<(typeof RATING_KINDS)[number], string> = { good: '好评', normal: '中评', bad: '差评' };
