import type { Migration } from 'kysely';
import * as m001 from './001-foundation';
import * as m002 from './002-member-relations';
import * as m003 from './003-catalog';
import * as m004 from './004-accounts';
import * as m005 from './005-wallet';
import * as m006 from './006-orders';
import * as m007 from './007-operators';
import * as m008 from './008-auction-reminders';
import * as m009 from './009-login-throttle-and-jobs';
import * as m010 from './010-order-money-checks';

/** Every migration, in order. Written once for both SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-member-relations': m002,
  '003-catalog': m003,
  '004-accounts': m004,
  '005-wallet': m005,
  '006-orders': m006,
  '007-operators': m007,
  '008-auction-reminders': m008,
  '009-login-throttle-and-jobs': m009,
  '010-order-money-checks': m010,
};
