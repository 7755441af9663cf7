import type { Migration } from 'kysely';
import * as m001 from './001-foundation';
import * as m002 from './002-member-relations';

/** Every migration, in order. Written once for both SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-member-relations': m002,
};
