import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry, type AuditQuery, type Paged } from '@daigou/contract';
import type { Db } from '../../db/database';
import { type AuditRow, insertAudit, listAudit } from './audit-repository';

/** Who acted: the operator's session user. */
export interface Actor {
  id: number;
  account: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
  now: number;
}

/**
 * Records one operator action. Call it inside the transaction that makes the change, so the change and
 * its record are written together or not at all.
 */
export async function recordAudit(db: Db, actor: Actor, record: AuditRecord): Promise<number> {
  return insertAudit(db, {
    operator_id: actor.id,
    operator_account: actor.account,
    action: record.action,
    target_type: record.targetType,
    target_id: String(record.targetId).slice(0, 64),
    details: JSON.stringify(record.details ?? {}),
    created_at: record.now,
  });
}

function parseDetails(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : { value };
  } catch {
    return { raw };
  }
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operatorId: row.operator_id,
    operatorAccount: row.operator_account,
    action: row.action,
    actionLabel: AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: parseDetails(row.details),
    createdAt: Number(row.created_at),
  };
}

export async function listAuditEntries(db: Db, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const { rows, total } = await listAudit(
    db,
    { action: query.action, operatorAccount: query.operator, targetType: query.targetType, targetId: query.targetId },
    query.page,
    query.limit,
    query.order,
  );
  return { list: rows.map(toAuditEntry), total, page: query.page, limit: query.limit };
}
