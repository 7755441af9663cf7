import type { Generated } from 'kysely';

/** The local marketplace's catalogue: categories, brands, sellers, items and the bids placed on them. */

export interface CategoriesTable {
  id: number;
  /** 0 for roots. */
  parent_id: number;
  name: string;
  name_zh: string;
  /** 1..3 */
  depth: number;
  path: string;
  path_zh: string;
  is_leaf: number;
  child_count: number;
  sort: number;
  /** Shown among the home page's hot categories when > 0, ordered by it. */
  hot: number;
}

export interface BrandsTable {
  id: number;
  name: string;
  name_en: string;
  name_zh: string;
  initial: string;
  popularity: number;
  /** JSON array of other spellings sellers use (ヴィトン, LV, …). */
  aliases: string;
}

export interface SellersTable {
  id: string;
  name: string;
  is_store: number;
  /** JIS prefecture code 1..47. */
  prefecture: number;
  rating_good: number;
  rating_normal: number;
  rating_bad: number;
  registered_at: number;
  /** When the newest rating was given; generated ratings count back from it. */
  last_rating_at: number;
}

/** Operator reports about a seller (for example 「拒绝代购」); a reason of seller risk. */
export interface SellerReportsTable {
  id: Generated<number>;
  seller_id: string;
  reason: string;
  reported_by: number | null;
  created_at: number;
}

export interface ItemsTable {
  /** Internal row id (the FTS rowid). */
  id: number;
  /** Marketplace item id, ^[a-z]?\d{7,10}$ */
  item_id: string;
  title: string;
  /** Leaf category. */
  category_id: number;
  /** Its root (level-1) category, for fast browsing of a whole root. */
  category_root_id: number;
  brand_id: number | null;
  seller_id: string;
  /** Index into ITEM_CONDITIONS (0 = 新品 … 5 = 全体的に状態が悪い). */
  item_condition: number;
  start_price: number;
  current_price: number;
  buy_now_price: number | null;
  bids: number;
  start_time: number;
  end_time: number;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  seller_pays_shipping: number;
  prefecture: number;
  image_count: number;
  /** The bidder whose maximum leads, when known (null: nobody, or a bidder of the generated history). */
  leader_ref: string | null;
  leader_max: number | null;
  /** Who won when the auction closed with a sale. */
  winner_ref: string | null;
  /** Null for generated items: their description is generated from the item on read. */
  description: string | null;
  /** When the real marketplace's page was read (migration 012); null for the local simulator's items. */
  fetched_at: number | null;
  /** What that page said beyond the columns, as JSON (marketplace/yahoo/snapshot-repository.ts). */
  snapshot: string | null;
}

export interface ItemBidsTable {
  id: Generated<number>;
  item_id: string;
  bidder_ref: string;
  max_bid: number;
  /** The item's current price right after this bid. */
  price_after: number;
  created_at: number;
}

/** Staff's weight class per category (issue 28 §1, decision 086): the door-cost estimate's item weight. */
export interface CategoryWeightClassesTable {
  category_id: number;
  /** The category's name path as staff saw it when choosing (for the list; ids are what match). */
  category_name: string;
  weight_class: string;
  updated_by: number;
  updated_at: number;
}

/**
 * A closed auction's sale in the local simulator's history (decision 090): generated with the catalogue per kind
 * of item, and added when the simulator closes one of its own auctions with a winner (`has_page` 1).
 */
export interface SoldAuctionsTable {
  id: Generated<number>;
  item_id: string;
  title: string;
  category_id: number;
  category_root_id: number;
  brand_id: number | null;
  /** Index into ITEM_CONDITIONS. */
  item_condition: number;
  /** Final price, yen. */
  price: number;
  bids: number;
  end_time: number;
  /** 1 when the item has a page in this store (the simulator's own items), 0 for the generated history. */
  has_page: number;
}

/** A closed-price page read from the real marketplace (decision 090), shared by every instance. */
export interface SoldPricePagesTable {
  /** The upstream URL read. */
  url: string;
  fetched_at: number;
  /** The parsed page as JSON (marketplace/yahoo/sold-page-repository.ts). */
  page: string;
}

export interface CatalogTables {
  sold_auctions: SoldAuctionsTable;
  sold_price_pages: SoldPricePagesTable;
  category_weight_classes: CategoryWeightClassesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  sellers: SellersTable;
  seller_reports: SellerReportsTable;
  items: ItemsTable;
  item_bids: ItemBidsTable;
}
