import type { AdminHotKeyword, Paged } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
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

export async function listHotKeywordsForAdmin(db: Db, query: KeywordListQuery): Promise<Paged<AdminHotKeyword>> {
  const { rows, total } = await listKeywords(db, query);
  return { list: rows.map(toAdminKeyword), total, page: query.page, limit: query.limit };
}

export async function saveHotKeyword(db: Db, actor: Actor, input: KeywordInput, now: number): Promise<AdminHotKeyword> {
  const values = { keyword: input.keyword, sort: input.sort, enabled: input.enabled };
  const id = await inTransaction(db, async (trx) => {
    const same = await findKeywordByText(trx, input.keyword);
    if (same && same.id !== input.id) throw refuse('该关键词已存在');
    if (input.id === undefined) {
      const created = await insertKeyword(trx, values);
      await recordAudit(trx, actor, { action: 'keyword.create', targetType: 'keyword', targetId: created, details: values, now });
      return created;
    }
    const before = await findKeyword(trx, input.id);
    if (!before) throw notFound('关键词不存在');
    await updateKeyword(trx, input.id, values);
    await recordAudit(trx, actor, {
      action: 'keyword.update',
      targetType: 'keyword',
      targetId: input.id,
      details: { before: toAdminKeyword(before), after: values },
      now,
    });
    return input.id;
  });
  const row = await findKeyword(db, id);
  if (!row) throw notFound('关键词不存在');
  return toAdminKeyword(row);
}

export async function removeHotKeyword(db: Db, actor: Actor, id: number, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await findKeyword(trx, id);
    if (!before) throw notFound('关键词不存在');
    await deleteKeyword(trx, id);
    await recordAudit(trx, actor, {
      action: 'keyword.delete',
      targetType: 'keyword',
      targetId: id,
      details: toAdminKeyword(before),
      now,
    });
  });
}
