import { type Kysely, sql } from 'kysely';
import { withId } from './column-helpers';

/**
 * Issue 14, first step: what the warehouse measured at arrival (weight, box size) and the storage clock of
 * each warehoused item (arrival time, time paused while a shipment request is packed, days granted by staff),
 * and the member's address book with the resident ID number encrypted at rest (decision 031).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('weight_g', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('length_cm', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('width_cm', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('height_cm', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('arrived_at', 'bigint').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('storage_paused_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('storage_extra_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Items already at the warehouse start their clock at the last status change.
  await sql`update orders set arrived_at = status_at where status in (6, 20)`.execute(db);
  await db.schema.createIndex('orders_arrived_idx').on('orders').columns(['status', 'arrived_at']).execute();

  await withId(db, db.schema.createTable('addresses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient', 'varchar(32)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('province', 'varchar(32)', (c) => c.notNull())
    .addColumn('city', 'varchar(32)', (c) => c.notNull())
    .addColumn('district', 'varchar(32)', (c) => c.notNull())
    .addColumn('street', 'varchar(200)', (c) => c.notNull())
    .addColumn('postcode', 'varchar(6)')
    /** AES-256-GCM of the resident ID number (`v1.iv.tag.data`, base64url), key from ID_NUMBER_KEY. */
    .addColumn('id_number_enc', 'varchar(160)')
    /** The only form ever shown: first 3 and last 4 characters. */
    .addColumn('id_number_mask', 'varchar(18)')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'id']).execute();
}
