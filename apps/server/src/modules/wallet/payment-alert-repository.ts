import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentAlertsTable } from '../../db/tables/wallet';

export type PaymentAlertRow = Selectable<PaymentAlertsTable>;
export type PaymentAlertKind = PaymentAlertsTable['kind'];

export interface NewPaymentAlert {
  provider: string;
  kind: PaymentAlertKind;
  subject: string;
  message: string;
  details: string;
  now: number;
}

/** Counts the event on the open alert of the same provider, kind and subject; answers whether it did. */
export async function bumpOpenAlert(db: Db, alert: NewPaymentAlert): Promise<boolean> {
  const result = await db
    .updateTable('payment_alerts')
    .set((eb) => ({ count: eb('count', '+', 1), last_at: alert.now, details: alert.details, message: alert.message }))
    .where('provider', '=', alert.provider)
    .where('kind', '=', alert.kind)
    .where('subject', '=', alert.subject)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertAlert(db: Db, alert: NewPaymentAlert): Promise<void> {
  await db
    .insertInto('payment_alerts')
    .values({
      provider: alert.provider,
      kind: alert.kind,
      subject: alert.subject,
      message: alert.message,
      details: alert.details,
      count: 1,
      first_at: alert.now,
      last_at: alert.now,
      resolved_at: null,
      resolved_by: null,
      resolve_note: null,
    })
    .execute();
}

export async function countOpenAlerts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payment_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listAlerts(
  db: Db,
  filter: { open?: boolean },
  page: number,
  limit: number,
): Promise<{ rows: PaymentAlertRow[]; total: number }> {
  let query = db.selectFrom('payment_alerts');
  if (filter.open === true) query = query.where('resolved_at', 'is', null);
  if (filter.open === false) query = query.where('resolved_at', 'is not', null);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('last_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function resolveAlert(db: Db, id: number, by: number, note: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payment_alerts')
    .set({ resolved_at: now, resolved_by: by, resolve_note: note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
