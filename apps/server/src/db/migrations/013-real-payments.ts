import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * Real payment providers (issue 16, decisions 037–039):
 * - every ledger entry may name the provider transaction it came from (`external_ref`);
 * - a top-up keeps how it is paid (QR or redirect and the provider's URL) and what the provider last said
 *   about it (state, amount) for the daily reconciliation report;
 * - notifications that do not match raise operator alerts (one open alert per provider, kind and subject,
 *   counted);
 * - withdrawals of unused balance, each refunded to the original top-ups (one refund row per top-up), and
 *   the sandbox provider's own refund records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('external_ref', 'varchar(96)').execute();

  await db.schema.alterTable('recharges').addColumn('pay_mode', 'varchar(16)').execute();
  await db.schema.alterTable('recharges').addColumn('pay_url', 'varchar(4000)').execute();
  await db.schema.alterTable('recharges').addColumn('provider_state', 'varchar(16)').execute();
  await db.schema.alterTable('recharges').addColumn('provider_amount_fen', 'bigint').execute();
  await db.schema.alterTable('recharges').addColumn('provider_checked_at', 'bigint').execute();
  await db.schema.createIndex('recharges_paid_idx').on('recharges').columns(['paid_at']).execute();
  await db.schema.createIndex('recharges_created_idx').on('recharges').columns(['created_at']).execute();

  await withId(db, db.schema.createTable('payment_alerts'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    /** What it is about: a top-up or refund number, or '' when nothing trustworthy names one. */
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('message', 'varchar(300)', (c) => c.notNull())
    /** JSON: what was expected and what came. */
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolve_note', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('payment_alerts_open_idx')
    .on('payment_alerts')
    .columns(['provider', 'kind', 'subject', 'resolved_at'])
    .execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('withdrawal_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('member_note', 'varchar(200)', (c) => c.notNull())
    .addColumn('staff_reason', 'varchar(200)')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('withdrawal_refunds'))
    /** Our refund number: out_refund_no (WeChat Pay) / out_request_no (Alipay). */
    .addColumn('refund_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('withdrawals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('recharge_id', 'integer', (c) => c.notNull().references('recharges.id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(64)')
    .addColumn('failure', 'varchar(200)')
    .addColumn('provider_state', 'varchar(16)')
    .addColumn('provider_amount_fen', 'bigint')
    .addColumn('provider_checked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_refunds_withdrawal_idx').on('withdrawal_refunds').column('withdrawal_id').execute();
  await db.schema.createIndex('withdrawal_refunds_recharge_idx').on('withdrawal_refunds').column('recharge_id').execute();
  await db.schema.createIndex('withdrawal_refunds_status_idx').on('withdrawal_refunds').columns(['status', 'id']).execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('out_refund_no', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('refund_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_refunds_trade_idx').on('sandbox_refunds').column('out_trade_no').execute();
}
