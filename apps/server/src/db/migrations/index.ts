import type { Migration } from 'kysely';
import * as m001 from './001-foundation';

/** Every migration, in order. Written once for both SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '001-foundation': m001,
};
