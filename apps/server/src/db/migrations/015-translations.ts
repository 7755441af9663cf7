import type { Kysely } from 'kysely';

/**
 * Translations (issue 17, decision 040): every text a provider translated, by provider and the SHA-256 of
 * the text, shared by every member and instance; and the characters sent to each provider per UTC day, for
 * the daily budget and the operators' usage figures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('translations')
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('text_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('translated', 'text', (c) => c.notNull())
    .addColumn('source_chars', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['provider', 'text_hash'])
    .execute();
  await db.schema
    .createTable('translation_usage')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('characters', 'bigint', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addColumn('cache_hits', 'integer', (c) => c.notNull())
    .addColumn('fallbacks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_usage_pk', ['day', 'provider'])
    .execute();
}
