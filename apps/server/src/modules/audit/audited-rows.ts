import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { type Actor, recordAudit } from './audit-service';

/**
 * A console-edited table whose every change is audited (banners, hot keywords, menu items): the audit kind is
 * both the target type and the action prefix (`banner.create`, `banner.update`, `banner.delete`).
 */
export interface AuditedTable<Row, Values> {
  kind: 'banner' | 'keyword' | 'menu';
  /** The member-facing (Chinese) message when the row is gone. */
  missing: string;
  find(db: Db, id: number): Promise<Row | undefined>;
  insert(db: Db, values: Values, now: number): Promise<number>;
  update(db: Db, id: number, values: Values): Promise<void>;
  remove(db: Db, id: number): Promise<void>;
  /** The row as the audit record shows it. */
  describe(row: Row): Record<string, unknown>;
}

/**
 * Creates a row (no id) or replaces one, with its audit record: `<kind>.create` with the values, or
 * `<kind>.update` with before and after. Call it inside the transaction that makes the change. Answers the id.
 */
export async function saveAudited<Row, Values extends Record<string, unknown>>(
  trx: Db,
  actor: Actor,
  table: AuditedTable<Row, Values>,
  id: number | undefined,
  values: Values,
  now: number,
): Promise<number> {
  const { kind } = table;
  if (id === undefined) {
    const created = await table.insert(trx, values, now);
    await recordAudit(trx, actor, { action: `${kind}.create`, targetType: kind, targetId: created, details: values, now });
    return created;
  }
  const before = await table.find(trx, id);
  if (!before) throw notFound(table.missing);
  await table.update(trx, id, values);
  const details = { before: table.describe(before), after: values };
  await recordAudit(trx, actor, { action: `${kind}.update`, targetType: kind, targetId: id, details, now });
  return id;
}

/** Deletes a row with its `<kind>.delete` audit record (the row as it was); inside the caller's transaction. */
export async function removeAudited<Row, Values>(
  trx: Db,
  actor: Actor,
  table: AuditedTable<Row, Values>,
  id: number,
  now: number,
): Promise<void> {
  const before = await table.find(trx, id);
  if (!before) throw notFound(table.missing);
  await table.remove(trx, id);
  await recordAudit(trx, actor, {
    action: `${table.kind}.delete`,
    targetType: table.kind,
    targetId: id,
    details: table.describe(before),
    now,
  });
}
