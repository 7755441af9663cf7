import type { ItemsTable } from '../../db/tables/catalog';
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
/** Earlier sales of the open items' own models are numbered from here (at most 50,000,000 of them). */
const MODEL_ID_BASE = 850_000_000;
/** The share of open items whose model sold before in the history's window, and how often at most. */
export const MODEL_SOLD_SHARE = 0.55;
/**
 * Earlier sales are made for the models of the first this many items: every item of the default (5,000) and the
 * tests' catalogues. A 1,000,000-item catalogue would otherwise hold 1.6 million more sales, past quality.md's
 * building bars (≤ 60 s, ≤ 400 MB); its first 50,000 items' models have sold before, the rest have not.
 */
export const MODEL_SALES_ITEMS = 50_000;
const MODEL_SALES_MAX = 5;

/** Sales per leaf for a catalogue of `size` items: five times as many as open items (120 days of a week's listings), 60 to 400. */
export function salesPerLeaf(size: number, leaves: number): number {
  return Math.min(400, Math.max(60, Math.round((size / Math.max(1, leaves)) * 5)));
}

/** A standard normal draw (Box–Muller). */
function normal(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** A sale's price rounded as sellers' prices are: to ten yen under 1,000, else to a hundred. */
const roundSale = (raw: number) => Math.max(10, raw < 1_000 ? Math.round(raw / 10) * 10 : Math.round(raw / 100) * 100);

/** When a sale ended: more in recent weeks (listings grow), none in the future. */
const saleEnd = (rng: Rng, now: number) => now - 10 * 60_000 - Math.round(HISTORY_DAYS * DAY * rng() ** 1.3);

const saleBids = (rng: Rng) => Math.min(120, Math.round(logBetween(rng, 1, 60)) + intBetween(rng, 0, 2));

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
      const price = roundSale(raw);
      const endTime = saleEnd(rng, now);
      rows.push({
        item_id: itemIdFor(ID_BASE + n),
        title: makeTitle(rng, leaf.seed, brand, condition),
        category_id: leaf.id,
        category_root_id: leaf.rootId,
        brand_id: brandId,
        item_condition: condition,
        price,
        bids: saleBids(rng),
        end_time: endTime,
        has_page: 0,
      });
    }
  }
  return rows;
}

/**
 * Earlier sales of the open items' own models: on Yahoo the same thing comes up again and again, and a
 * member comparing "the same model" (相同款: the first title words, the same condition) expects to find it. For
 * `MODEL_SOLD_SHARE` of the items, one to five sales with the item's title (sellers copy titles), in its
 * category, mostly in its condition (70%, else a grade beside it), priced around what the item is worth scaled
 * by the condition's share (log-normal σ 0.15). A pure function of (seed, the items, now).
 */
export function generateModelSales(seed: number, items: Iterable<{ row: ItemsTable; value: number }>, now: number): SoldRow[] {
  const rows: SoldRow[] = [];
  for (const { row, value } of items) {
    const rng = mulberry32(mixSeed(seed ^ 0x30_de1, row.id));
    if (rng() >= MODEL_SOLD_SHARE) continue;
    const sales = 1 + Math.floor(rng() * MODEL_SALES_MAX);
    for (let k = 0; k < sales; k++) {
      const near = row.item_condition + (rng() < 0.5 ? -1 : 1);
      const condition = rng() < 0.7 || near < 0 || near >= CONDITION_SHARE.length ? row.item_condition : near;
      const share = CONDITION_SHARE[condition] / CONDITION_SHARE[row.item_condition];
      rows.push({
        item_id: itemIdFor(MODEL_ID_BASE + rows.length + 1),
        title: row.title,
        category_id: row.category_id,
        category_root_id: row.category_root_id,
        brand_id: row.brand_id,
        item_condition: condition,
        price: roundSale(value * share * Math.exp(0.15 * normal(rng))),
        bids: saleBids(rng),
        end_time: saleEnd(rng, now),
        has_page: 0,
      });
    }
  }
  return rows;
}
