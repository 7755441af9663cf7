import type { Kysely } from 'kysely';

/**
 * Issue 28 §1, decision 086: the weight class staff give a category (xs, s, m, l, xl), which the cost-to-the-door
 * estimate reads an item's weight from. Categories staff never named fall back to the rules over category names.
 * And the class an order was estimated with and its item's category, so the order shows the estimate beside the
 * weighed figure and the estimate's error can be measured by category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category_weight_classes')
    .addColumn('category_id', 'bigint', (c) => c.primaryKey())
    .addColumn('category_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('weight_class', 'varchar(4)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('weight_class', 'varchar(4)').execute();
  await db.schema.alterTable('orders').addColumn('category_id', 'bigint').execute();
}
