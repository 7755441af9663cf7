import { brandSeed, itemIdFor, type LeafInfo, makeTitle } from './catalog-generator';
import { intBetween, logBetween, mixSeed, mulberry32, type Rng, WeightedPicker } from './random';
import type { SoldRow } from './sold-history-repository';

/**
 * The simulator's sold history (decision 090): for every leaf category — a kind of item — a run of auctions
 * that closed with a winner over the last `HISTORY_DAYS`, titled like the open items of the kind (same
 * brands, words and nouns) and priced around the kind's level: the geometric middle of the leaf's price
 * range, times the brand's tier (as open items), times the condition's share, with a log-normal spread
 * (σ 0.3) and a few outliers (3%: a bargain at a fifth, or a collector's price at three times). A pure
 * function of (seed, leaves, now).
 */

const DAY = 86_400_000;
export const HISTORY_DAYS = 120;
/** What a used grade fetches against new: 新品, 未使用に近い, 目立った傷や汚れなし, やや傷や汚れあり, 傷や汚れあり, 全体的に状態が悪い. */
export const CONDITION_SHARE = [1, 0.85, 0.7, 0.55, 0.42, 0.28] as const;
const CONDITION_WEIGHTS = [10, 20, 32, 22, 11, 5];
/** Sales ids come from item numbers far past any catalogue (itemIdFor is one-to-one below 900,000,000). */
const ID_BASE = 800_000_000;

/** Sales per leaf for a catalogue of `size` items: five times as many as open items (120 days of a week's listings), 60 to 400. */
export function salesPerLeaf(size: number, leaves: number): number {
  return Math.min(400, Math.max(60, Math.round((size / Math.max(1, leaves)) * 5)));
}

/** A standard normal draw (Box–Muller). */
function normal(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

export function generateSoldHistory(seed: number, leaves: readonly LeafInfo[], now: number, perLeaf: number): SoldRow[] {
  const conditions = new WeightedPicker([0, 1, 2, 3, 4, 5], (_, i) => CONDITION_WEIGHTS[i]);
  const rows: SoldRow[] = [];
  let n = 0;
  for (const leaf of leaves) {
    const rng = mulberry32(mixSeed(seed ^ 0x50_1d, leaf.id));
    const level = Math.sqrt(leaf.seed.price[0] * leaf.seed.price[1]);
    for (let k = 0; k < perLeaf; k++) {
      n++;
      const brandId = leaf.brands && rng() < 0.8 ? leaf.brands.pick(rng) : null;
      const brand = brandSeed(brandId);
      const condition = conditions.pick(rng);
      const tier = brand ? 0.6 + brand.popularity / 100 : 0.8;
      const roll = rng();
      const outlier = roll < 0.015 ? 0.2 : roll < 0.03 ? 3 : 1;
      const raw = level * tier * CONDITION_SHARE[condition] * Math.exp(0.3 * normal(rng)) * outlier;
      const price = Math.max(10, raw < 1_000 ? Math.round(raw / 10) * 10 : Math.round(raw / 100) * 100);
      // More sales in recent weeks (listings grow), none in the future.
      const age = Math.round(HISTORY_DAYS * DAY * rng() ** 1.3);
      rows.push({
        item_id: itemIdFor(ID_BASE + n),
        title: makeTitle(rng, leaf.seed, brand, condition),
        category_id: leaf.id,
        category_root_id: leaf.rootId,
        brand_id: brandId,
        item_condition: condition,
        price,
        bids: Math.min(120, Math.round(logBetween(rng, 1, 60)) + intBetween(rng, 0, 2)),
        end_time: now - 10 * 60_000 - age,
        has_page: 0,
      });
    }
  }
  return rows;
}
