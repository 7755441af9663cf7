import { bidIncrement } from '@daigou/contract';
import type { BrandsTable, CategoriesTable, ItemsTable, SellersTable } from '../../db/tables/catalog';
import { hashString, intBetween, logBetween, mulberry32, pick, type Rng, rngFor, WeightedPicker } from './random';
import { BRAND_SEEDS, type BrandSeed, brandInitial } from './vocabulary/brands';
import { type BrandGroup, CATEGORY_TREE, type LeafSeed } from './vocabulary/categories';
import { ID_WORDS, NICKNAMES, STORE_NAMES, STORE_PREFIXES } from './vocabulary/people';
import { PREFECTURE_WEIGHTS } from './vocabulary/prefectures';
import { BRAND_LINES, COLORS, MODIFIERS, TITLE_TAGS, type Word } from './vocabulary/words';

/**
 * The deterministic catalogue generator: the same seed, size and clock give the same catalogue.
 * Item n (1-based) is a pure function of (seed, n, now), so the builder can stream millions of rows
 * and the auction simulation can list new ones.
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Yahoo item id letters (no i, l: they read as digits). */
const ID_LETTERS = 'bcdefghjkmnopqrstuvwxz';

/** Item id of catalogue item n: a letter and 9 digits (or 10 digits for every tenth), unique per n. */
export function itemIdFor(n: number): string {
  const digits = ((n * 7919 + 123_456_789) % 900_000_000) + 100_000_000;
  if (n % 10 === 0) return `1${digits}`;
  return `${ID_LETTERS[n % ID_LETTERS.length]}${digits}`;
}

export interface LeafInfo {
  id: number;
  rootId: number;
  midId: number;
  seed: LeafSeed;
  /** Brand ids for this leaf, weighted by popularity; null when the leaf has no brands. */
  brands: WeightedPicker<number> | null;
}

export interface SellerPick {
  id: string;
  prefecture: number;
  isStore: boolean;
}

export interface ReportRow {
  seller_id: string;
  reason: string;
  reported_by: null;
  created_at: number;
}

const REPORT_REASONS = ['拒绝代购账户的订单', '多次发货严重延迟', '商品与描述严重不符', '得标后单方面取消交易'];

/** Category rows and leaf infos, from the vocabulary tree (ids are stable: root k → k·10000, …). */
export function buildCategories(): { rows: CategoriesTable[]; leaves: LeafInfo[] } {
  const rows: CategoriesTable[] = [];
  const leaves: LeafInfo[] = [];
  CATEGORY_TREE.forEach((root, ri) => {
    const rootId = (ri + 1) * 10_000;
    rows.push({
      id: rootId,
      parent_id: 0,
      name: root.ja,
      name_zh: root.zh,
      depth: 1,
      path: root.ja,
      path_zh: root.zh,
      is_leaf: 0,
      child_count: root.mids.length,
      sort: ri,
      hot: root.hot,
    });
    root.mids.forEach((mid, mi) => {
      const midId = rootId + (mi + 1) * 100;
      rows.push({
        id: midId,
        parent_id: rootId,
        name: mid.ja,
        name_zh: mid.zh,
        depth: 2,
        path: `${root.ja} > ${mid.ja}`,
        path_zh: `${root.zh} > ${mid.zh}`,
        is_leaf: 0,
        child_count: mid.leaves.length,
        sort: mi,
        hot: 0,
      });
      mid.leaves.forEach((leafSeed, li) => {
        const id = midId + li + 1;
        rows.push({
          id,
          parent_id: midId,
          name: leafSeed.ja,
          name_zh: leafSeed.zh,
          depth: 3,
          path: `${root.ja} > ${mid.ja} > ${leafSeed.ja}`,
          path_zh: `${root.zh} > ${mid.zh} > ${leafSeed.zh}`,
          is_leaf: 1,
          child_count: 0,
          sort: li,
          hot: 0,
        });
        leaves.push({ id, rootId, midId, seed: leafSeed, brands: brandPickerFor(leafSeed.brands) });
      });
    });
  });
  return { rows, leaves };
}

function brandPickerFor(groups: readonly BrandGroup[]): WeightedPicker<number> | null {
  if (groups.includes('none')) return null;
  const ids: number[] = [];
  const weights: number[] = [];
  BRAND_SEEDS.forEach((b, i) => {
    // The leaf's first group is its main one; brands of the other groups appear less.
    const rank = groups.findIndex((g) => b.groups.includes(g));
    if (rank < 0) return;
    ids.push(i + 1);
    weights.push(b.popularity ** 2 / (rank + 1));
  });
  if (!ids.length) return null;
  return new WeightedPicker(ids, (_, i) => weights[i]);
}

export function buildBrands(): BrandsTable[] {
  return BRAND_SEEDS.map((b, i) => ({
    id: i + 1,
    name: b.ja,
    name_en: b.en,
    name_zh: b.zh,
    initial: brandInitial(b.en),
    popularity: b.popularity,
    aliases: JSON.stringify(b.aliases),
  }));
}

export function brandSeed(brandId: number | null): BrandSeed | null {
  return brandId ? (BRAND_SEEDS[brandId - 1] ?? null) : null;
}

/** Sellers with rating histories, and the operator reports about a few of them. */
export function generateSellers(seed: number, count: number, now: number): { sellers: SellersTable[]; reports: ReportRow[] } {
  const rng = mulberry32(seed ^ 0x5e11e5);
  const prefectures = new WeightedPicker(
    PREFECTURE_WEIGHTS.map((_, i) => i + 1),
    (_, i) => PREFECTURE_WEIGHTS[i],
  );
  const used = new Set<string>();
  const sellers: SellersTable[] = [];
  const reports: ReportRow[] = [];
  for (let i = 0; i < count; i++) {
    const isStore = rng() < 0.15;
    let id = sellerIdFrom(rng, isStore);
    while (used.has(id)) id = `${id}${intBetween(rng, 1, 9)}`;
    used.add(id);
    const name = isStore
      ? `${pick(rng, STORE_PREFIXES)}${pick(rng, STORE_NAMES)}`
      : `${pick(rng, NICKNAMES)}${rng() < 0.4 ? intBetween(rng, 1, 99) : ''}`;
    const total = Math.round(
      isStore ? logBetween(rng, 200, 60_000) : rng() < 0.08 ? intBetween(rng, 0, 8) : logBetween(rng, 5, 3_000),
    );
    const riskRoll = rng();
    const badShare = riskRoll < 0.85 ? rng() * 0.01 : riskRoll < 0.95 ? 0.01 + rng() * 0.03 : 0.05 + rng() * 0.1;
    const bad = Math.round(total * badShare);
    const normal = Math.min(total - bad, Math.round(total * rng() * 0.03));
    const ageDays = rng() < 0.05 ? intBetween(rng, 3, 80) : Math.round(logBetween(rng, 90, 7_300));
    sellers.push({
      id,
      name,
      is_store: isStore ? 1 : 0,
      prefecture: prefectures.pick(rng),
      rating_good: total - bad - normal,
      rating_normal: normal,
      rating_bad: bad,
      registered_at: now - ageDays * DAY,
      last_rating_at: now - Math.round(rng() * 10 * DAY),
    });
    if (rng() < 0.02) {
      reports.push({
        seller_id: id,
        reason: pick(rng, REPORT_REASONS),
        reported_by: null,
        created_at: now - intBetween(rng, 1, 300) * DAY,
      });
    }
  }
  return { sellers, reports };
}

function sellerIdFrom(rng: Rng, isStore: boolean): string {
  const a = pick(rng, ID_WORDS);
  const b = pick(rng, ID_WORDS);
  const roll = rng();
  if (isStore) return roll < 0.5 ? `${a}_${b}` : `${a}${b}${intBetween(rng, 1, 99)}`;
  if (roll < 0.4) return `${a}${intBetween(rng, 1, 9999)}`;
  if (roll < 0.7) return `${a}_${b}${intBetween(rng, 1, 99)}`;
  return `${a}-${b}`;
}

/** Rounds a yen amount to what a seller would type. */
export function roundPrice(value: number): number {
  if (value < 1_000) return Math.max(1, Math.round(value / 10) * 10);
  if (value < 10_000) return Math.round(value / 100) * 100;
  if (value < 100_000) return Math.round(value / 500) * 500;
  return Math.round(value / 1_000) * 1_000;
}

const CONDITION_WEIGHTS = [12, 20, 30, 20, 12, 6];
const TAGS_FOR_NEW: readonly Word[] = TITLE_TAGS.filter(([ja]) =>
  ['新品未使用', '未使用', '正規品', '送料無料', '限定', '箱付き', '保証書付き', '即決', '人気'].includes(ja),
);
const TAGS_FOR_USED: readonly Word[] = TITLE_TAGS.filter(([ja]) => !['新品未使用', '未使用'].includes(ja));
const COLOR_GROUPS = new Set(['bag', 'apparel', 'shoes', 'watch', 'jewelry', 'home', 'kimono', 'electronics']);

/** Builds catalogue items: leaves, brands and sellers fixed; item n is a pure function of (seed, n, now). */
export class ItemFactory {
  private readonly leafPicker: WeightedPicker<LeafInfo>;
  private readonly sellerPicker: WeightedPicker<SellerPick>;
  private readonly conditionPicker = new WeightedPicker([0, 1, 2, 3, 4, 5], (_, i) => CONDITION_WEIGHTS[i]);

  constructor(
    private readonly seed: number,
    readonly leaves: readonly LeafInfo[],
    sellers: readonly SellerPick[],
  ) {
    // Popular roots (hot) get more items; every leaf gets some.
    const rootWeight = new Map<number, number>();
    CATEGORY_TREE.forEach((root, i) => {
      rootWeight.set((i + 1) * 10_000, root.hot ? 3 + (11 - root.hot) * 0.4 : 1.5);
    });
    this.leafPicker = new WeightedPicker(leaves, (l) => (rootWeight.get(l.rootId) ?? 1) / Math.sqrt(l.seed.nouns.length + 1));
    this.sellerPicker = new WeightedPicker(sellers, (s) => (s.isStore ? 6 : 1));
  }

  item(n: number, now: number): ItemsTable {
    return this.draw(n, now).row;
  }

  /** Item `n` with the value its prices were drawn around (what such an item is worth in yen). */
  draw(n: number, now: number): { row: ItemsTable; value: number } {
    const rng = rngFor(this.seed, n);
    const leaf = this.leafPicker.pick(rng);
    const seller = this.sellerPicker.pick(rng);
    const condition = this.conditionPicker.pick(rng);
    const brandId = leaf.brands && rng() < 0.8 ? leaf.brands.pick(rng) : null;
    const brand = brandSeed(brandId);
    const title = makeTitle(rng, leaf.seed, brand, condition);

    const tier = brand ? 0.6 + brand.popularity / 100 : 0.8;
    const value = Math.min(leaf.seed.price[1] * 1.5, logBetween(rng, leaf.seed.price[0], leaf.seed.price[1]) * tier);
    const kind = rng();
    let startPrice: number;
    let buyNow: number | null = null;
    let bids = 0;
    if (kind < 0.15) {
      // 1円スタート: many bids.
      startPrice = 1;
      bids = intBetween(rng, 0, 3) === 0 ? 0 : intBetween(rng, 1, 60);
    } else if (kind < 0.3) {
      // Fixed price (定額): start = buy-it-now, no bids.
      startPrice = roundPrice(value);
      buyNow = startPrice;
    } else {
      startPrice = roundPrice(value * (0.3 + rng() * 0.6));
      bids = rng() < 0.45 ? 0 : Math.min(80, Math.floor(logBetween(rng, 1, 40)));
      if (rng() < 0.35) buyNow = roundPrice(value * (1.1 + rng() * 0.5));
    }
    let current = startPrice;
    for (let b = 1; b < bids; b++) current += bidIncrement(current) * (1 + Math.floor(rng() * rng() * 4));
    if (buyNow !== null && buyNow !== startPrice && buyNow <= current + bidIncrement(current)) buyNow = null;

    // End from 5 minutes to 7 days ahead, more of them in the next two days.
    const r = rng();
    const endOffset = Math.round(5 * MINUTE + r * r * (7 * DAY - 5 * MINUTE));
    const endTime = now + endOffset;
    const duration = intBetween(rng, 1, 7) * DAY;
    let startTime = endTime - duration;
    if (startTime > now) startTime = now - intBetween(rng, 1, 120) * MINUTE;

    const row: ItemsTable = {
      id: n,
      item_id: itemIdFor(n),
      title,
      category_id: leaf.id,
      category_root_id: leaf.rootId,
      brand_id: brandId,
      seller_id: seller.id,
      item_condition: condition,
      start_price: startPrice,
      current_price: current,
      buy_now_price: buyNow,
      bids,
      start_time: startTime,
      end_time: endTime,
      status: 'OPEN',
      seller_pays_shipping: rng() < 0.45 ? 1 : 0,
      prefecture: seller.prefecture,
      image_count: Math.min(10, 1 + Math.floor(rng() * rng() * 10) + (rng() < 0.5 ? 2 : 0)),
      leader_ref: null,
      leader_max: null,
      winner_ref: null,
      description: null,
      fetched_at: null,
      snapshot: null,
    };
    return { row, value };
  }
}

/** A Yahoo-like title: 【tag】 brand modifiers colour noun model. */
export function makeTitle(rng: Rng, leaf: LeafSeed, brand: BrandSeed | null, condition: number): string {
  const parts: string[] = [];
  if (rng() < 0.45) {
    const tag = pick(rng, condition <= 1 ? TAGS_FOR_NEW : TAGS_FOR_USED)[0];
    parts.push(rng() < 0.7 ? `【${tag}】` : tag);
  }
  if (brand) {
    const roll = rng();
    if (roll < 0.5) parts.push(brand.ja);
    else if (roll < 0.75) parts.push(brand.en);
    else if (roll < 0.9) parts.push(`${brand.en} ${brand.ja}`);
    else parts.push(brand.aliases.length ? pick(rng, brand.aliases) : brand.ja);
  }
  const lines = brand ? BRAND_LINES[brand.en] : undefined;
  if (lines && rng() < 0.6) parts.push(pick(rng, lines)[0]);
  const modifiers = MODIFIERS[leaf.words];
  const modifierCount = rng() < 0.25 ? 0 : rng() < 0.6 ? 1 : 2;
  for (let i = 0; i < modifierCount; i++) {
    const word = pick(rng, modifiers)[0];
    if (!parts.includes(word)) parts.push(word);
  }
  if (COLOR_GROUPS.has(leaf.words) && rng() < 0.4) parts.push(pick(rng, COLORS)[0]);
  parts.push(pick(rng, leaf.nouns)[0]);
  if (brand && rng() < 0.3) parts.push(modelCode(rng, brand));
  if (rng() < 0.15) parts.push(pick(rng, ['送料無料', '1円〜', '匿名配送', '即日発送', '現状品']));
  const title = parts.join(' ');
  return title.length > 65 ? title.slice(0, 65).trimEnd() : title;
}

function modelCode(rng: Rng, brand: BrandSeed): string {
  const letters = brand.en.replace(/[^A-Z]/gi, '').toUpperCase() || 'X';
  const a = letters[Math.floor(rng() * letters.length)];
  const b = String.fromCharCode(65 + Math.floor(rng() * 26));
  return `${a}${b}${intBetween(rng, 100, 99_999)}`;
}

/** The deterministic per-item random source for read-time details (description, images). */
export const itemRng = (itemId: string): Rng => mulberry32(hashString(itemId));
