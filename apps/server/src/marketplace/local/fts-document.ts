/**
 * What the SQLite FTS5 index holds for an open auction (closed ones leave the index): its title padded with two spaces (every 1–2 character
 * substring then starts an indexed trigram), followed by filter tokens — three private-use characters
 * each, so each is exactly one trigram no typed text can contain:
 *   U+E001 + category id (root, middle and leaf category of the item),
 *   U+E002 + condition + whether the seller pays shipping,
 *   U+E003 + whether there is a buy-it-now price + price bucket.
 * A keyword search adds the tokens of its filters to the MATCH, so the index hands out candidates that
 * already pass them (the exact filters are still checked on the row).
 */

const CATEGORY = 0xe001;
const CONDITION_SHIPPING = 0xe002;
const BUY_NOW_PRICE = 0xe003;
const BASE = 0xe100;
const SPLIT = 3000;

/** Upper bounds (exclusive) of the price buckets; the last bucket is open. */
export const PRICE_BUCKET_BOUNDS = [1_000, 5_000, 10_000, 30_000, 100_000] as const;

export function priceBucket(price: number): number {
  const i = PRICE_BUCKET_BOUNDS.findIndex((bound) => price < bound);
  return i === -1 ? PRICE_BUCKET_BOUNDS.length : i;
}

/** Buckets overlapping [min, max]. */
export function priceBuckets(min: number | undefined, max: number | undefined): number[] {
  const lo = priceBucket(min ?? 0);
  const hi = max === undefined ? PRICE_BUCKET_BOUNDS.length : priceBucket(max);
  return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
}

const token = (kind: number, a: number, b: number) => String.fromCharCode(kind, BASE + a, BASE + b);
export const categoryToken = (categoryId: number) => token(CATEGORY, Math.floor(categoryId / SPLIT), categoryId % SPLIT);
export const conditionShippingToken = (condition: number, sellerPays: number) => token(CONDITION_SHIPPING, condition, sellerPays);
export const buyNowPriceToken = (hasBuyNow: number, bucket: number) => token(BUY_NOW_PRICE, hasBuyNow, bucket);

const sqlToken = (kind: number, a: string, b: string) => `char(${kind}, ${BASE} + (${a}), ${BASE} + (${b}))`;
const sqlCategory = (id: string) => sqlToken(CATEGORY, `${id} / ${SPLIT}`, `${id} % ${SPLIT}`);
const sqlBucket = (price: string) =>
  `CASE ${PRICE_BUCKET_BOUNDS.map((bound, i) => `WHEN ${price} < ${bound} THEN ${i}`).join(' ')} ELSE ${PRICE_BUCKET_BOUNDS.length} END`;

/** The indexed document of item row `alias` (`new` in triggers, a table alias in bulk inserts), as SQL. */
export function ftsDocumentSql(alias: string): string {
  const a = alias;
  return [
    `${a}.title || '  '`,
    sqlCategory(`${a}.category_root_id`),
    `coalesce((SELECT ${sqlCategory('c.parent_id')} FROM categories c WHERE c.id = ${a}.category_id), '')`,
    sqlCategory(`${a}.category_id`),
    sqlToken(CONDITION_SHIPPING, `${a}.item_condition`, `${a}.seller_pays_shipping`),
    sqlToken(BUY_NOW_PRICE, `${a}.buy_now_price IS NOT NULL`, sqlBucket(`${a}.current_price`)),
  ].join(` || ' ' || `);
}

/** Private-use characters never come from members' keywords. */
export const PRIVATE_USE = /[\uE000-\uF8FF]/g;
