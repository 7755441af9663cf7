import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contract from '@daigou/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { regexMaxLength, stringLimits } from '../../test/kits/string-limits';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * Issue 25.1: a 9-digit town code the contract accepts was refused by PostgreSQL's varchar(6) with a 500. Every
 * string an input schema of the contract lets through is checked here against the column that stores it, so no
 * field can overflow its column the same way. A new input field must be added below — stored in a column, or
 * not stored with the reason — or this test fails.
 */

/** Where a field is kept: `table.column`, with `prefix` characters the server puts before the value. */
type Stored = { column: string; prefix?: number } | { column: string[] } | { not: string };
const at = (column: string, prefix = 0): Stored => ({ column, prefix });
const both = (...column: string[]): Stored => ({ column });
const not = (reason: string): Stored => ({ not: reason });

const CHECKED_BY_RULES = 'read as sent, then checked by the rules schema of the same call, which is mapped';
const PASSWORD = 'only its hash is stored (users.password_hash)';
const LOOKUP = 'looks up an existing row, never written';
const REPEAT = 'compared with the password, never stored';

const STORED: Record<string, Stored> = {
  'addressAddBodySchema.recipient': at('addresses.recipient'),
  'addressAddBodySchema.mobile': at('addresses.mobile'),
  'addressAddBodySchema.provinceCode': at('addresses.province_code'),
  'addressAddBodySchema.cityCode': at('addresses.city_code'),
  'addressAddBodySchema.districtCode': at('addresses.district_code'),
  'addressAddBodySchema.street': at('addresses.street'),
  'addressAddBodySchema.postcode': at('addresses.postcode'),
  // Encrypted (v1.iv.tag.data of 18 characters: 67) into id_number_enc (160), and its mask.
  'addressAddBodySchema.idNumber': at('addresses.id_number_mask'),
  'addressEditBodySchema.recipient': at('addresses.recipient'),
  'addressEditBodySchema.mobile': at('addresses.mobile'),
  'addressEditBodySchema.provinceCode': at('addresses.province_code'),
  'addressEditBodySchema.cityCode': at('addresses.city_code'),
  'addressEditBodySchema.districtCode': at('addresses.district_code'),
  'addressEditBodySchema.street': at('addresses.street'),
  'addressEditBodySchema.postcode': at('addresses.postcode'),
  'addressEditBodySchema.idNumber': at('addresses.id_number_mask'),
  'adminAdjustBodySchema.reason': at('ledger_entries.note'),
  'adminAdjustBodySchema.requestId': at('ledger_entries.reference', 'adjust:'.length),
  'adminBannerSaveBodySchema.img': at('banners.img'),
  'adminBannerSaveBodySchema.jumpUrl': at('banners.jump_url'),
  'adminHelpSaveBodySchema.title': at('help_pages.title'),
  'adminHelpSaveBodySchema.html': at('help_pages.html'),
  'adminHotKeywordSaveBodySchema.keyword': at('hot_keywords.keyword'),
  'adminLiftLoginLockBodySchema.account': not(LOOKUP),
  'adminLiftLoginLockBodySchema.address': not(LOOKUP),
  'adminMenuSaveBodySchema.name': at('menu_items.name'),
  'adminMenuSaveBodySchema.url': at('menu_items.url'),
  'adminMenuSaveBodySchema.icon': at('menu_items.icon'),
  'adminNoteBodySchema.note': at('messages.content', '验货说明：'.length),
  'adminParcelReasonBodySchema.reason': at('parcels.staff_note'),
  'adminParcelResolveBodySchema.reason': at('parcels.staff_note'),
  'adminParcelShipBodySchema.carrier': at('parcels.carrier'),
  'adminParcelShipBodySchema.trackingNo': at('parcels.tracking_no'),
  'adminRateCardBodySchema.code': not(LOOKUP),
  'adminReasonBodySchema.reason': at('messages.content'),
  'adminRechargeCheckBodySchema.rechargeId': not(LOOKUP),
  'adminRefuseWithdrawalBodySchema.withdrawalId': not(LOOKUP),
  'adminRefuseWithdrawalBodySchema.reason': at('withdrawals.staff_reason'),
  'adminReplyBodySchema.content': at('messages.content'),
  'adminResolveAlertBodySchema.note': at('payment_alerts.resolve_note'),
  'adminResolveBodySchema.reason': at('messages.content'),
  'adminShipmentBodySchema.carrier': at('orders.carrier'),
  'adminShipmentBodySchema.trackingNo': at('orders.tracking_no'),
  'adminShippingMethodBodySchema.code': at('shipping_methods.code'),
  'adminShippingMethodBodySchema.name': at('shipping_methods.name'),
  'adminShippingMethodBodySchema.deliveryText': at('shipping_methods.delivery_text'),
  'adminSiteBodySchema.home_url': at('settings.value'),
  'adminSiteBodySchema.wechat_work': at('settings.value'),
  'adminStorageResolveBodySchema.note': at('orders.storage_note'),
  'bidTaskLostBodySchema.reason': at('messages.content'),
  'changePasswordBodySchema.oldPassword': not(CHECKED_BY_RULES),
  'changePasswordBodySchema.password': not(CHECKED_BY_RULES),
  'changePasswordBodySchema.confirm': not(CHECKED_BY_RULES),
  'changePasswordRulesSchema.oldPassword': not('compared with the stored hash'),
  'changePasswordRulesSchema.password': not(PASSWORD),
  'changePasswordRulesSchema.confirm': not(REPEAT),
  'collectItemBodySchema.itemId': at('favorites.item_id'),
  'confirmEmailBodySchema.token': not(CHECKED_BY_RULES),
  'confirmEmailRulesSchema.token': not('only its hash is stored (account_tokens.token_hash)'),
  'correctTitleSchema.itemId': at('title_corrections.item_id'),
  'correctTitleSchema.titleZh': at('title_corrections.title_zh'),
  'forgotPasswordBodySchema.account': not(LOOKUP),
  'loginBodySchema.account': at('login_failures.account'),
  'loginBodySchema.password': not('compared with the stored hash'),
  'orderCancelBodySchema.reason': at('messages.content'),
  'orderCreateBodySchema.itemId': at('orders.item_id'),
  'orderCreateBodySchema.remark': at('orders.remark'),
  'orderEditInfoBodySchema.remark': at('orders.remark'),
  'orderInspectionRejectBodySchema.note': at('messages.content'),
  'parcelCancelBodySchema.reason': at('messages.content'),
  'parcelCreateBodySchema.items[].description': at('parcel_items.description'),
  'parcelCreateBodySchema.method': at('parcels.method_code'),
  'parcelCreateBodySchema.remark': at('parcels.remark'),
  'parcelQuoteBodySchema.items[].description': not('a quote is computed, never stored'),
  'registerBodySchema.account': not(CHECKED_BY_RULES),
  'registerBodySchema.password': not(CHECKED_BY_RULES),
  'registerBodySchema.confirm': not(CHECKED_BY_RULES),
  'registerBodySchema.name': not(CHECKED_BY_RULES),
  'registerBodySchema.email': not(CHECKED_BY_RULES),
  'registerRulesSchema.account': at('users.account'),
  'registerRulesSchema.password': not(PASSWORD),
  'registerRulesSchema.confirm': not(REPEAT),
  'registerRulesSchema.name': at('users.name'),
  'registerRulesSchema.email': both('users.email', 'account_tokens.email', 'mail_queue.to_address'),
  'resetPasswordBodySchema.token': not(CHECKED_BY_RULES),
  'resetPasswordBodySchema.password': not(CHECKED_BY_RULES),
  'resetPasswordBodySchema.confirm': not(CHECKED_BY_RULES),
  'resetPasswordRulesSchema.token': not('only its hash is compared (account_tokens.token_hash)'),
  'resetPasswordRulesSchema.password': not(PASSWORD),
  'resetPasswordRulesSchema.confirm': not(REPEAT),
  // Kept together as canonical JSON (decision 087): keyword 100 + seller 64 + conditions, escaped, well under 600.
  'savedSearchBodySchema.keyword': at('saved_searches.filters'),
  'savedSearchBodySchema.sellerId': at('saved_searches.filters'),
  'savedSearchBodySchema.condition': not(
    'read as condition grades (at most six known words), stored within saved_searches.filters',
  ),
  'savedSearchBodySchema.condition[]': not(
    'read as condition grades (at most six known words), stored within saved_searches.filters',
  ),
  'sellerRelationBodySchema.sellerId': both('seller_follows.seller_id', 'seller_blacklist.seller_id'),
  'sendOrderMsgBodySchema.content': at('messages.content'),
  'updateInfoBodySchema.name': not(CHECKED_BY_RULES),
  'updateInfoBodySchema.phone': not(CHECKED_BY_RULES),
  'updateInfoBodySchema.email': not(CHECKED_BY_RULES),
  'updateInfoBodySchema.remark': not(CHECKED_BY_RULES),
  'updateInfoRulesSchema.name': at('users.name'),
  'updateInfoRulesSchema.phone': at('users.phone'),
  'updateInfoRulesSchema.email': both('users.email', 'account_tokens.email', 'mail_queue.to_address'),
  'updateInfoRulesSchema.remark': at('users.default_remark'),
  'withdrawBodySchema.note': at('withdrawals.member_note'),
  'withdrawalIdBodySchema.withdrawalId': not(LOOKUP),
};

/**
 * The contract's input schemas: every body and rules schema, and every schema a client type is made from
 * (`RequestInput<typeof …>`, `z.input<typeof …>`) except query strings, which filter and are never stored.
 */
function inputSchemas(): Map<string, z.ZodType> {
  const dir = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
  const typed = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const m of readFileSync(dir + file, 'utf8').matchAll(/(?:RequestInput|z\.input)<typeof (\w+)>/g)) typed.add(m[1]);
  }
  const schemas = new Map<string, z.ZodType>();
  for (const [name, value] of Object.entries(contract)) {
    if (!(typed.has(name) || /(Body|Rules)Schema$/.test(name)) || /QuerySchema$/.test(name)) continue;
    schemas.set(name, value as z.ZodType);
  }
  return schemas;
}

function contractLimits(): Map<string, number> {
  const limits = new Map<string, number>();
  for (const [name, schema] of inputSchemas()) {
    for (const [path, limit] of stringLimits(schema)) limits.set(`${name}.${path}`, limit);
  }
  return limits;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('every string the contract accepts fits the column that stores it (issue 25.1)', () => {
  it('each string field of an input schema is mapped to its column, or said not to be stored', () => {
    const fields = [...contractLimits().keys()].sort();
    expect(fields.filter((f) => !(f in STORED))).toEqual([]);
    expect(Object.keys(STORED).filter((f) => !fields.includes(f))).toEqual([]);
  });

  it('each mapped column exists and is at least as long as the longest value the contract lets through', async () => {
    const columns = new Map<string, number | null>();
    if (t.dialect === 'sqlite') {
      // SQLite keeps the declared type but enforces no length: only the columns' existence is checked here.
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db);
      for (const { name } of tables.rows) {
        const cols = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(t.db);
        for (const c of cols.rows) columns.set(`${name}.${c.name}`, null);
      }
    } else {
      const rows = await sql<{ table_name: string; column_name: string; character_maximum_length: number | null }>`
        select table_name, column_name, character_maximum_length from information_schema.columns
        where table_schema = current_schema()`.execute(t.db);
      for (const r of rows.rows) columns.set(`${r.table_name}.${r.column_name}`, r.character_maximum_length);
    }
    const problems: string[] = [];
    for (const [field, limit] of contractLimits()) {
      const stored = STORED[field];
      if (!stored || 'not' in stored) continue;
      const prefix = 'prefix' in stored ? (stored.prefix ?? 0) : 0;
      for (const column of [stored.column].flat()) {
        if (!columns.has(column)) {
          problems.push(`${field}: no column ${column}`);
          continue;
        }
        const length = columns.get(column) ?? null;
        if (length !== null && !(limit + prefix <= length)) {
          problems.push(`${field}: the contract allows ${limit}${prefix ? ` + ${prefix}` : ''}, ${column} holds ${length}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the longest string a pattern lets through', () => {
  it('reads the contract’s patterns: quantifiers, optional groups, alternation; unanchored or open-ended is unbounded', () => {
    expect(regexMaxLength(/^\d{6}(\d{3})?$/)).toBe(9);
    expect(regexMaxLength(/^1[3-9]\d{9}$/)).toBe(11);
    expect(regexMaxLength(/^[a-z]?\d{7,10}$/)).toBe(11);
    expect(regexMaxLength(/^\+?[0-9][0-9 -]{4,30}$/)).toBe(32);
    expect(regexMaxLength(/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)).toBe(10);
    expect(regexMaxLength(/^(?!x)pi pi-[a-z0-9-]{1,40}$/)).toBe(46);
    expect(regexMaxLength(contract.SINGLE_LINE_PATTERN)).toBe(Number.POSITIVE_INFINITY);
    expect(regexMaxLength(/^[A-Za-z0-9]{8,}$/)).toBe(Number.POSITIVE_INFINITY);
    expect(regexMaxLength(/[A-Za-z]/)).toBe(Number.POSITIVE_INFINITY);
  });
});
