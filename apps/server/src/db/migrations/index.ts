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
import * as m012 from './012-marketplace-snapshots';
import * as m013 from './013-real-payments';
import * as m014 from './014-warehouse-and-addresses';
import * as m014a from './014a-parcels';
import * as m015 from './015-translations';
import * as m015b from './015b-title-corrections-and-order-titles';
import * as m016 from './016-mail-and-account-recovery';
import * as m017 from './017-staff-bid-tasks';
import * as m018 from './018-parcel-money-checks';
import * as m019 from './019-mail-retention';
import * as m022 from './022-order-numbers';
import * as m023 from './023-mail-notification-defaults';
import * as m024 from './024-idempotency-keys';
import * as m025 from './025-operator-password-change';
import * as m026 from './026-town-codes';
import * as m027 from './027-storage-paid';
import * as m028 from './028-category-weight-classes';
import * as m029 from './029-saved-searches';
import * as m030 from './030-sold-prices';

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
  '012-marketplace-snapshots': m012,
  '013-real-payments': m013,
  '014-warehouse-and-addresses': m014,
  '014a-parcels': m014a,
  '015-translations': m015,
  '015b-title-corrections-and-order-titles': m015b,
  '016-mail-and-account-recovery': m016,
  '017-staff-bid-tasks': m017,
  '018-parcel-money-checks': m018,
  '019-mail-retention': m019,
  '022-order-numbers': m022,
  '023-mail-notification-defaults': m023,
  '024-idempotency-keys': m024,
  '025-operator-password-change': m025,
  '026-town-codes': m026,
  '027-storage-paid': m027,
  '028-category-weight-classes': m028,
  '029-saved-searches': m029,
  '030-sold-prices': m030,
};
