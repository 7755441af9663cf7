import type { AdminPaymentAlert, AdminPaymentAlertPage } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import {
  bumpOpenAlert,
  countOpenAlerts,
  insertAlert,
  listAlerts,
  type NewPaymentAlert,
  type PaymentAlertRow,
  resolveAlert,
} from './payment-alert-repository';

/**
 * Raises an operator alert (dashboard): a notification or provider answer that did not match. Repeats of
 * the same provider, kind and subject count on the one open alert, so a provider retrying (or someone
 * posting forged notifications) adds no rows. Logged at warn in English either way.
 */
export async function raisePaymentAlert(db: Db, alert: NewPaymentAlert, log?: FastifyBaseLogger): Promise<void> {
  log?.warn({ provider: alert.provider, kind: alert.kind, subject: alert.subject, details: alert.details }, 'payment alert');
  const capped = {
    ...alert,
    subject: alert.subject.slice(0, 64),
    message: alert.message.slice(0, 300),
    details: alert.details.slice(0, 2000),
  };
  if (await bumpOpenAlert(db, capped)) return;
  await insertAlert(db, capped);
}

export function countOpenPaymentAlerts(db: Db): Promise<number> {
  return countOpenAlerts(db);
}

const toAlert = (r: PaymentAlertRow): AdminPaymentAlert => ({
  id: r.id,
  provider: r.provider,
  kind: r.kind,
  subject: r.subject,
  message: r.message,
  details: r.details,
  count: Number(r.count),
  firstAt: Number(r.first_at),
  lastAt: Number(r.last_at),
  resolvedAt: r.resolved_at === null ? null : Number(r.resolved_at),
  resolveNote: r.resolve_note,
});

export async function listPaymentAlerts(
  db: Db,
  query: { state: 'open' | 'resolved' | 'all'; page: number; limit: number },
): Promise<AdminPaymentAlertPage> {
  const open = query.state === 'all' ? undefined : query.state === 'open';
  const [{ rows, total }, openCount] = await Promise.all([
    listAlerts(db, { open }, query.page, query.limit),
    countOpenAlerts(db),
  ]);
  return { list: rows.map(toAlert), total, page: query.page, limit: query.limit, open: openCount };
}

/** Staff mark an alert handled with a note; its audit record commits with it. */
export async function resolvePaymentAlert(db: Db, actor: Actor, input: { id: number; note: string }, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await resolveAlert(trx, input.id, actor.id, input.note, now))) throw notFound('提醒不存在或已处理');
    await recordAudit(trx, actor, {
      action: 'payment_alert.resolve',
      targetType: 'payment_alert',
      targetId: input.id,
      details: { note: input.note },
      now,
    });
  });
}
