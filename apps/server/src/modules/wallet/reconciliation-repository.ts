import type { Db } from '../../db/database';

/** The daily reconciliation's reads: top-ups, their ledger credits and refunds of one Beijing day. */

/** Top-ups (every provider's, the sandbox's too: decision 066) paid or created in [start, end), with what their provider last said. */
export function rechargesOfDay(db: Db, start: number, end: number) {
  return db
    .selectFrom('recharges')
    .select([
      'id',
      'recharge_no',
      'channel',
      'provider',
      'status',
      'yuan_fen',
      'paid_at',
      'created_at',
      'provider_state',
      'provider_amount_fen',
      'provider_checked_at',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('paid_at', '>=', start), eb('paid_at', '<', end)]),
        eb.and([eb('created_at', '>=', start), eb('created_at', '<', end)]),
      ]),
    )
    .execute();
}

/** Yen credited by top-ups in [start, end), per channel and provider. */
export function topUpCreditsOfDay(db: Db, start: number, end: number) {
  return db
    .selectFrom('ledger_entries as l')
    .innerJoin('recharges as r', 'r.id', 'l.recharge_id')
    .select((eb) => [
      'r.channel',
      'r.provider',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number | string>('l.amount').as('yen'),
    ])
    .where('l.kind', '=', 'topup')
    .where('l.created_at', '>=', start)
    .where('l.created_at', '<', end)
    .groupBy(['r.channel', 'r.provider'])
    .execute();
}

/** Refunds finished in [start, end), with their channel and what the provider last said. */
export function refundsCompletedInDay(db: Db, start: number, end: number) {
  return db
    .selectFrom('withdrawal_refunds as f')
    .innerJoin('recharges as r', 'r.id', 'f.recharge_id')
    .select([
      'f.refund_no',
      'r.channel',
      'f.provider',
      'f.status',
      'f.refund_fen',
      'f.provider_state',
      'f.provider_amount_fen',
      'f.provider_checked_at',
    ])
    .where('f.completed_at', '>=', start)
    .where('f.completed_at', '<', end)
    .where('f.status', 'in', ['succeeded', 'failed'])
    .execute();
}

/** Top-ups of [start, end) not yet asked about after the day, oldest first. */
export function rechargesToCheck(db: Db, start: number, end: number, limit: number) {
  return db
    .selectFrom('recharges')
    .select(['id', 'recharge_no', 'provider'])
    .where((eb) =>
      eb.or([
        eb.and([eb('paid_at', '>=', start), eb('paid_at', '<', end)]),
        eb.and([eb('created_at', '>=', start), eb('created_at', '<', end)]),
      ]),
    )
    .where((eb) => eb.or([eb('provider_checked_at', 'is', null), eb('provider_checked_at', '<', end)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Refunds of [start, end) not yet asked about after the day, oldest first. */
export function refundsToCheck(db: Db, start: number, end: number, limit: number) {
  return db
    .selectFrom('withdrawal_refunds')
    .selectAll()
    .where((eb) => eb.or([eb('completed_at', '>=', start), eb('submitted_at', '>=', start)]))
    .where((eb) => eb.or([eb('completed_at', '<', end), eb('submitted_at', '<', end)]))
    .where((eb) => eb.or([eb('provider_checked_at', 'is', null), eb('provider_checked_at', '<', end)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}
