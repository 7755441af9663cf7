import type { Generated } from 'kysely';

export type OrderStatusColumn = 1 | 2 | 3 | 4 | 5 | 6 | 13 | 20 | 21;

/** A member's order with a snapshot of the item; `status` changes only through the order state machine. */
export interface OrdersTable {
  id: Generated<number>;
  /** The number members quote (decision 053): DG20261126-7KQ2MX, unique, set at creation. */
  order_no: string;
  user_id: number;
  item_id: string;
  kind: 'bid' | 'buyout';
  status: OrderStatusColumn;
  seller_id: string;
  title: string;
  /** The title in Chinese as the member read it when ordering ('' before issue 17). */
  title_zh: Generated<string>;
  image: string | null;
  item_price: number;
  buy_now_price: number | null;
  end_time: number;
  shipping_payer: 'seller' | 'buyer';
  /** JSON of the item as the marketplace reported it at creation. */
  snapshot: string;
  max_bid: number | null;
  snipe_minutes: number | null;
  inspection: number;
  remark: string;
  service_fee: number;
  inspection_fee: number;
  final_price: number | null;
  shipping_fee: number | null;
  /** none → placing → placed → outbid (bid) / bought (buyout); claimed by a conditional update. */
  bid_state: 'none' | 'placing' | 'placed' | 'outbid' | 'bought';
  bid_placed_at: number | null;
  /** Staff bidding (decision 035): what staff placed on Yahoo! Auctions, once recorded. */
  bid_amount: number | null;
  /** Staff bidding: when the item's upstream page was last read for the task, and its status then. */
  upstream_checked_at: number | null;
  upstream_status: string | null;
  /**
   * Bumped by every change of the amounts the order holds money for (maximum, inspection, fees), in every
   * status; every write to the row is conditional on the value read (decision 017). A fee adjustment's
   * ledger reference is `order:{id}:{seq after the change}`.
   */
  money_seq: number;
  carrier: string | null;
  tracking_no: string | null;
  problem_from: OrderStatusColumn | null;
  created_at: number;
  paid_at: number | null;
  /** When the status last changed. */
  status_at: number;
  updated_at: number;
  /** Measured by the warehouse at arrival (issue 14): weight in grams, box size in cm. */
  weight_g: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  /** When the item reached the warehouse: its storage clock starts here. */
  arrived_at: number | null;
  /** Time the storage clock stood still (shipment requests being packed, later cancelled). */
  storage_paused_ms: Generated<number>;
  /** Free storage days staff granted on top of the configured ones. */
  storage_extra_days: Generated<number>;
  /** Storage paid and kept (a paid parcel whose items came back): deducted from the fee (decision 057). */
  storage_paid: Generated<number>;
  /** The weight class the door-cost estimate used when the order was placed (decision 086); null before it. */
  weight_class: string | null;
  /** The item's own category when the order was placed (decision 086); null before it. */
  category_id: number | null;
  /** The international parcel the item is in (set at the request, cleared when that parcel is cancelled). */
  parcel_id: number | null;
  /** Past the maximum storage: in the staff queue since then (null when handled). */
  storage_queued_at: number | null;
  /** What staff noted when they handled it. */
  storage_note: string | null;
}

/** Every status move: who, why, when (the order record). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  from_status: number;
  to_status: number;
  actor_type: 'member' | 'staff' | 'system';
  actor_id: number | null;
  reason: string;
  created_at: number;
}

/** One run of the per-order money check (decision 017). */
export interface OrderMoneyChecksTable {
  id: Generated<number>;
  started_at: number;
  finished_at: number;
  orders_checked: number;
  mismatch_count: number;
  /** JSON array of OrderMoneyMismatch (the first ones found). */
  mismatches: string;
}

export interface OrderTables {
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_money_checks: OrderMoneyChecksTable;
}
