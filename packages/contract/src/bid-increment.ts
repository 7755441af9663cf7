/**
 * Yahoo! Auctions bid increments (product.md): under ¥1,000 → ¥10; ¥1,000–4,999 → ¥100;
 * ¥5,000–9,999 → ¥250; ¥10,000–49,999 → ¥500; ¥50,000 and up → ¥1,000.
 */
export function bidIncrement(currentPrice: number): number {
  if (currentPrice < 1_000) return 10;
  if (currentPrice < 5_000) return 100;
  if (currentPrice < 10_000) return 250;
  if (currentPrice < 50_000) return 500;
  return 1_000;
}

/** The lowest maximum a new bid may carry: the current price plus one increment. */
export function minimumBid(currentPrice: number): number {
  return currentPrice + bidIncrement(currentPrice);
}
