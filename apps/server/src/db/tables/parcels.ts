import type { Generated } from 'kysely';

export type ParcelStatusColumn = 1 | 2 | 3 | 4 | 5 | 6 | 13 | 21;

/** A shipping method (EMS, air, SAL, sea, private line) operators edit (decision 032). */
export interface ShippingMethodsTable {
  id: Generated<number>;
  code: string;
  name: string;
  delivery_text: string;
  /** cm³ per kg; null: priced by actual weight only. */
  volumetric_divisor: number | null;
  max_weight_g: number;
  requires_id: number;
  enabled: number;
  sort: number;
  updated_at: number;
}

/** A dated rate card: the one in force at a time is the latest whose effective_from is not after it. */
export interface ShippingRateCardsTable {
  id: Generated<number>;
  method_id: number;
  effective_from: number;
  /** JSON RateCard. */
  card: string;
  created_by: number | null;
  created_at: number;
}

/**
 * An international parcel (shipment request, issue 14, decision 030); `status` changes only through the
 * parcel state machine. Every change of what it costs bumps `money_seq`; every money move is guarded on it.
 */
export interface ParcelsTable {
  id: Generated<number>;
  user_id: number;
  status: ParcelStatusColumn;
  problem_from: ParcelStatusColumn | null;
  method_id: number;
  method_code: string;
  method_name: string;
  /** JSON snapshot of the delivery address (ID number encrypted, plus its mask). */
  address: string;
  consolidate: number;
  remove_boxes: number;
  protection: number;
  insurance: number;
  declared_total: number;
  quote_total: number;
  weight_g: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  chargeable_g: number | null;
  rate_card_id: number | null;
  shipping_fee: number | null;
  consolidation_fee: number;
  protection_fee: number;
  insurance_fee: number;
  storage_fee: number;
  /** What staff gave back (problem resolutions); the ledger holds the fees less this once paid. */
  refund_amount: number;
  over_quote: number;
  money_seq: number;
  carrier: string | null;
  tracking_no: string | null;
  staff_note: string | null;
  remark: string;
  created_at: number;
  packed_at: number | null;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  status_at: number;
  updated_at: number;
}

export interface ParcelItemsTable {
  id: Generated<number>;
  parcel_id: number;
  order_id: number;
  description: string;
  declared_value: number;
  /** The item's storage clock when the request stopped it. */
  storage_days: number;
  storage_fee: number;
}

export interface ParcelEventsTable {
  id: Generated<number>;
  parcel_id: number;
  user_id: number;
  from_status: number;
  to_status: number;
  actor_type: 'member' | 'staff' | 'system';
  actor_id: number | null;
  reason: string;
  created_at: number;
}

export interface ParcelPhotosTable {
  id: Generated<number>;
  parcel_id: number;
  image_key: string;
  created_by: number;
  created_at: number;
}

/** Storage reminders sent: once per item, kind and limit. */
export interface StorageRemindersTable {
  order_id: number;
  kind: 'free7' | 'free1' | 'max7' | 'max1' | 'over';
  limit_at: number;
  sent_at: number;
}

/** A run of the per-parcel money check (decision 048). */
export interface ParcelMoneyChecksTable {
  id: Generated<number>;
  started_at: number;
  finished_at: number;
  parcels_checked: number;
  mismatch_count: number;
  /** JSON array of ParcelMoneyMismatch (the first ones found). */
  mismatches: string;
}

export interface ParcelTables {
  parcel_money_checks: ParcelMoneyChecksTable;
  shipping_methods: ShippingMethodsTable;
  shipping_rate_cards: ShippingRateCardsTable;
  parcels: ParcelsTable;
  parcel_items: ParcelItemsTable;
  parcel_events: ParcelEventsTable;
  parcel_photos: ParcelPhotosTable;
  storage_reminders: StorageRemindersTable;
}
