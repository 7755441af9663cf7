import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * Issue 14, second step: shipping methods with dated rate cards, international parcels (shipment requests)
 * with their items, status events and packing photos, storage reminders, and the ledger's parcel reference
 * (decisions 030, 032, 033). The default methods and cards are seeded here once; operators edit them.
 */
const EMS_CARD = {
  mode: 'steps',
  firstG: 500,
  firstPrice: 1450,
  bands: [
    { untilG: 1000, everyG: 100, addPrice: 150 },
    { untilG: 2000, everyG: 250, addPrice: 300 },
    { untilG: 6000, everyG: 500, addPrice: 500 },
    { untilG: 30000, everyG: 1000, addPrice: 800 },
  ],
};
const DEFAULT_METHODS = [
  { code: 'ems', name: 'EMS 国际快递', delivery: '约 3–7 个工作日', divisor: null, max: 30000, id: 0, card: EMS_CARD },
  {
    code: 'air',
    name: '航空包裹',
    delivery: '约 7–14 天',
    divisor: null,
    max: 30000,
    id: 0,
    card: { mode: 'steps', firstG: 1000, firstPrice: 2250, bands: [{ untilG: 30000, everyG: 1000, addPrice: 550 }] },
  },
  {
    code: 'sal',
    name: 'SAL 经济航空',
    delivery: '约 2–3 周',
    divisor: null,
    max: 30000,
    id: 0,
    card: { mode: 'steps', firstG: 1000, firstPrice: 1800, bands: [{ untilG: 30000, everyG: 1000, addPrice: 600 }] },
  },
  {
    code: 'sea',
    name: '海运包裹',
    delivery: '约 1–2 个月',
    divisor: null,
    max: 30000,
    id: 0,
    card: { mode: 'steps', firstG: 1000, firstPrice: 1600, bands: [{ untilG: 30000, everyG: 1000, addPrice: 300 }] },
  },
  {
    code: 'line',
    name: '空运专线（包税）',
    delivery: '约 5–10 天，需收件人身份证号清关',
    divisor: 6000,
    max: 20000,
    id: 1,
    card: { mode: 'steps', firstG: 500, firstPrice: 1100, bands: [{ untilG: 20000, everyG: 500, addPrice: 450 }] },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shipping_methods'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('delivery_text', 'varchar(60)', (c) => c.notNull())
    .addColumn('volumetric_divisor', 'integer')
    .addColumn('max_weight_g', 'integer', (c) => c.notNull())
    .addColumn('requires_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('shipping_rate_cards'))
    .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id').onDelete('cascade'))
    .addColumn('effective_from', 'bigint', (c) => c.notNull())
    /** JSON RateCard (contract shipping-price.ts). */
    .addColumn('card', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipping_rate_cards_method_idx')
    .on('shipping_rate_cards')
    .columns(['method_id', 'effective_from'])
    .execute();

  const now = Date.now();
  // biome-ignore lint/suspicious/noExplicitAny: the migration's untyped handle
  const raw = db as Kysely<any>;
  for (const [i, m] of DEFAULT_METHODS.entries()) {
    const row = await raw
      .insertInto('shipping_methods')
      .values({
        code: m.code,
        name: m.name,
        delivery_text: m.delivery,
        volumetric_divisor: m.divisor,
        max_weight_g: m.max,
        requires_id: m.id,
        enabled: 1,
        sort: i,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await raw
      .insertInto('shipping_rate_cards')
      .values({ method_id: row.id, effective_from: 0, card: JSON.stringify(m.card), created_by: null, created_at: now })
      .execute();
  }

  await withId(db, db.schema.createTable('parcels'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('problem_from', 'integer')
    .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id'))
    .addColumn('method_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('method_name', 'varchar(32)', (c) => c.notNull())
    /** JSON snapshot of the address (with the encrypted ID number, never shown). */
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('consolidate', 'integer', (c) => c.notNull())
    .addColumn('remove_boxes', 'integer', (c) => c.notNull())
    .addColumn('protection', 'integer', (c) => c.notNull())
    .addColumn('insurance', 'integer', (c) => c.notNull())
    .addColumn('declared_total', 'bigint', (c) => c.notNull())
    .addColumn('quote_total', 'bigint', (c) => c.notNull())
    .addColumn('weight_g', 'integer')
    .addColumn('length_cm', 'integer')
    .addColumn('width_cm', 'integer')
    .addColumn('height_cm', 'integer')
    .addColumn('chargeable_g', 'integer')
    .addColumn('rate_card_id', 'integer')
    .addColumn('shipping_fee', 'bigint')
    .addColumn('consolidation_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('protection_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('insurance_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('over_quote', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('money_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('carrier', 'varchar(32)')
    .addColumn('tracking_no', 'varchar(64)')
    .addColumn('staff_note', 'varchar(500)')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('packed_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('status_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parcels_user_status_idx').on('parcels').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('parcels_status_idx').on('parcels').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('parcel_items'))
    .addColumn('parcel_id', 'integer', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('description', 'varchar(60)', (c) => c.notNull())
    .addColumn('declared_value', 'bigint', (c) => c.notNull())
    .addColumn('storage_days', 'integer', (c) => c.notNull())
    .addColumn('storage_fee', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('parcel_items_parcel_order_uq', ['parcel_id', 'order_id'])
    .execute();
  await db.schema.createIndex('parcel_items_order_idx').on('parcel_items').column('order_id').execute();

  await withId(db, db.schema.createTable('parcel_events'))
    .addColumn('parcel_id', 'integer', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parcel_events_parcel_idx').on('parcel_events').columns(['parcel_id', 'id']).execute();

  await withId(db, db.schema.createTable('parcel_photos'))
    .addColumn('parcel_id', 'integer', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('image_key', 'varchar(64)', (c) => c.notNull().references('stored_images.key'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parcel_photos_parcel_idx').on('parcel_photos').columns(['parcel_id', 'id']).execute();

  await db.schema
    .createTable('storage_reminders')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    /** The clock's limit the reminder was for: a limit moved by staff reminds again. */
    .addColumn('limit_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('storage_reminders_pk', ['order_id', 'kind', 'limit_at'])
    .execute();

  await db.schema.alterTable('orders').addColumn('parcel_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('storage_queued_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('storage_note', 'varchar(500)').execute();
  await db.schema.createIndex('orders_parcel_idx').on('orders').column('parcel_id').execute();

  await db.schema.alterTable('ledger_entries').addColumn('parcel_id', 'integer').execute();
  await db.schema.createIndex('ledger_entries_parcel_idx').on('ledger_entries').column('parcel_id').execute();
}
