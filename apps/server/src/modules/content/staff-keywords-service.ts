import type { AdminHotKeyword, Paged } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import type { Actor } from '../audit/audit-service';
import { type AuditedTable, removeAudited, saveAudited } from '../audit/audited-rows';
import {
  deleteKeyword,
  findKeyword,
  findKeywordByText,
  insertKeyword,
  type KeywordListQuery,
  type KeywordRow,
  listKeywords,
  updateKeyword,
} from './staff-keywords-repository';

export interface KeywordInput {
  id?: number;
  keyword: string;
  sort: number;
  enabled: number;
}

const toAdminKeyword = (r: KeywordRow): AdminHotKeyword => ({
  id: r.id,
  keyword: r.keyword,
  sort: r.sort,
  enabled: r.enabled === 1,
});

const KEYWORDS: AuditedTable<KeywordRow, { keyword: string; sort: number; enabled: number }> = {
  kind: 'keyword',
  missing: '关键词不存在',
  find: findKeyword,
  insert: (db, values) => insertKeyword(db, values),
  update: updateKeyword,
  remove: deleteKeyword,
  describe: toAdminKeyword,
};

export async function listHotKeywordsForAdmin(db: Db, query: KeywordListQuery): Promise<Paged<AdminHotKeyword>> {
  const { rows, total } = await listKeywords(db, query);
  return { list: rows.map(toAdminKeyword), total, page: query.page, limit: query.limit };
}

export async function saveHotKeyword(db: Db, actor: Actor, input: KeywordInput, now: number): Promise<AdminHotKeyword> {
  const values = { keyword: input.keyword, sort: input.sort, enabled: input.enabled };
  const id = await inTransaction(db, async (trx) => {
    const same = await findKeywordByText(trx, input.keyword);
    if (same && same.id !== input.id) throw refuse('该关键词已存在');
    return saveAudited(trx, actor, KEYWORDS, input.id, values, now);
  });
  const row = await findKeyword(db, id);
  if (!row) throw notFound('关键词不存在');
  return toAdminKeyword(row);
}

export async function removeHotKeyword(db: Db, actor: Actor, id: number, now: number): Promise<void> {
  await inTransaction(db, (trx) => removeAudited(trx, actor, KEYWORDS, id, now));
}
