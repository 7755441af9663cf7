import type { AccountTables } from './tables/accounts';
import type { AddressTables } from './tables/addresses';
import type { AuthTables } from './tables/auth';
import type { CatalogTables } from './tables/catalog';
import type { IdempotencyTables } from './tables/idempotency';
import type { JobTables } from './tables/jobs';
import type { MailTables } from './tables/mail';
import type { MemberRelationTables } from './tables/member-relations';
import type { MessageTables } from './tables/messages';
import type { OperatorTables } from './tables/operators';
import type { OrderTables } from './tables/orders';
import type { ParcelTables } from './tables/parcels';
import type { ReminderTables } from './tables/reminders';
import type { SysTables } from './tables/sys';
import type { TranslationTables } from './tables/translation';
import type { WalletTables } from './tables/wallet';

/** The whole database, composed from each area's tables. */
export interface Database
  extends SysTables,
    CatalogTables,
    AuthTables,
    AccountTables,
    MessageTables,
    MemberRelationTables,
    WalletTables,
    OrderTables,
    OperatorTables,
    ReminderTables,
    JobTables,
    TranslationTables,
    AddressTables,
    MailTables,
    ParcelTables,
    IdempotencyTables {}
