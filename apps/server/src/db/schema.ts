import type { AuthTables } from './tables/auth';
import type { MemberRelationTables } from './tables/member-relations';
import type { MessageTables } from './tables/messages';
import type { SysTables } from './tables/sys';

/** The whole database, composed from each area's tables. */
export interface Database extends SysTables, AuthTables, MessageTables, MemberRelationTables {}
