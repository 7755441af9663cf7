import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogTable } from '../../db/tables/operators';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditFilter {
  action?: string;
  operatorAccount?: string;
  targetType?: string;
  targetId?: string;
}

export async function insertAudit(db: Db, values: Insertable<AuditLogTable>): Promise<number> {
  const row = await db.insertInto('audit_log').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.operatorAccount !== undefined) q = q.where('operator_account', '=', f.operatorAccount);
  if (f.targetType !== undefined) q = q.where('target_type', '=', f.targetType);
  if (f.targetId !== undefined) q = q.where('target_id', '=', f.targetId);
  return q;
}

/** Newest first by default. */
export async function listAudit(
  db: Db,
  f: AuditFilter,
  page: number,
  limit: number,
  order: 'asc' | 'desc' = 'desc',
): Promise<{ rows: AuditRow[]; total: number }> {
  const [count, rows] = await Promise.all([
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, f)
      .selectAll()
      .orderBy('id', order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
