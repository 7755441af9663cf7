import { type RawBuilder, sql } from 'kysely';

/**
 * `column LIKE '%text%'` with `%`, `_` and `\` in `text` matched literally, on both SQLite and PostgreSQL.
 * Case-insensitive for ASCII on SQLite; PostgreSQL compares exactly (accounts are ASCII, names are Chinese).
 */
export function contains(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
