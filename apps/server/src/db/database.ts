import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Expression, Kysely, PostgresDialect, type SqlBool, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** The raw better-sqlite3 connection, when on SQLite (pragmas, backups). */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// int8 (bigint) columns hold epoch milliseconds and yen: well inside Number's safe range.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// numeric → number
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export interface CreateDatabaseOptions {
  /** SQLite `synchronous` pragma; FULL for the money benchmark, NORMAL (safe with WAL) by default. */
  synchronous?: 'FULL' | 'NORMAL';
  poolSize?: number;
}

export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DbHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, a dropped test database) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection error: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url === ':memory:' ? ':memory:' : url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every SQLite statement anew on each call; preparing dominates short queries. Statements
 * are reused by SQL text (most recently used kept). Safe because better-sqlite3 runs a statement to
 * completion synchronously; schema changes (migrations) clear the cache.
 */
function cachePreparedStatements(sqlite: SQLite.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    if (/^\s*(create|drop|alter)\b/i.test(source)) {
      cache.clear();
      return prepare(source);
    }
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

/** For migrations and the few queries that differ between dialects. */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Another area's condition on a member and an item, composed into the owner's query (decision 025). */
export type MemberItemCondition = (userId: Expression<number>, itemId: Expression<string>) => Expression<SqlBool>;

/** The (now, until] window and batch size of a candidate read, with the other areas' condition. */
export interface EndingWindow {
  now: number;
  until: number;
  limit: number;
  keep: MemberItemCondition;
}
