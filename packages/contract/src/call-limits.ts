/**
 * Page sizes and batch sizes the web asks for, each inside its call's schema bounds (call-limits.test.ts
 * parses every one through its schema). Without zod, so first-load and screen chunks can import them
 * (README.md).
 */

/** Most rows one paged call answers (`pagingQuerySchema`'s `limit`). */
export const PAGE_LIMIT_MAX = 100;
/** Most item ids one `GET /api/collect/status` answers for (`collectStatusQuerySchema`). */
export const COLLECT_STATUS_BATCH = 100;
/** Spec §7, §9: hot keywords are asked with page=1 and limit=10. */
export const HOT_KEYWORDS_PAGE_SIZE = 10;

/** Results per page on the search screens, and the deepest page the search calls answer. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 500;
/** Keyword suggestions beside search results. */
export const SUGGESTIONS_LIMIT = 8;
/** Related items on an item page. */
export const RELATED_ITEMS_LIMIT = 10;
/** Home: how many categories, and how many recommended items in each. */
export const RECOMMEND_CATEGORIES = 6;
export const RECOMMEND_ITEMS_PER_CATEGORY = 10;

/** Seller and shop pages. */
export const SELLER_ITEMS_PAGE_SIZE = 20;
export const SELLER_RATINGS_PAGE_SIZE = 10;

/** The member's lists. */
export const ORDER_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 10;
export const COLLECT_PAGE_SIZE = 20;
export const FOLLOWED_PAGE_SIZE = 10;
export const BLACKLIST_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;

/** Operator console tables, and the member picker beside the ledger. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MEMBER_PICKER_SIZE = 10;
