import { canMoveParcel, ErrorCode, PARCEL_STATUS_LABELS, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelStatusColumn, ParcelsTable } from '../../db/tables/parcels';
import { refuse } from '../../lib/errors';
import { notifyMember } from '../notifications/notify-member';
import type { Actor } from '../orders/order-state';
import { insertParcelEvent, type ParcelRow, updateParcelIf } from './parcel-repository';

const label = (s: number) => PARCEL_STATUS_LABELS[s as ParcelStatusCode] ?? String(s);

export function illegalParcelMove(from: number, to: number) {
  return refuse(`包裹当前为「${label(from)}」，不能变为「${label(to)}」`, { from, to }, ErrorCode.conflict);
}

export function staleParcel(data?: unknown) {
  return refuse('包裹已变化，请刷新后重试', data, ErrorCode.conflict);
}

/** The table's moves, and "21 returns only to where it came from, or closes". */
export function parcelMoveAllowed(parcel: Pick<ParcelRow, 'status' | 'problem_from'>, to: ParcelStatusCode): boolean {
  if (!canMoveParcel(parcel.status, to)) return false;
  if (parcel.status === 21 && to !== 13 && to !== parcel.problem_from) return false;
  return true;
}

/**
 * The one place a parcel's status changes (decision 030), as `moveOrder` is for orders: checks the table,
 * applies the move only if the parcel still has the status and money_seq the caller read, records it
 * (actor, reason, time) and posts a system message — all in the caller's transaction. Answers the parcel
 * as it is after the move; anything else is refused and changes nothing.
 */
export async function moveParcel(
  trx: Db,
  parcel: ParcelRow,
  to: ParcelStatusCode,
  options: { actor: Actor; reason: string; now: number; set?: Updateable<ParcelsTable> },
): Promise<ParcelRow> {
  const from = parcel.status;
  if (!parcelMoveAllowed(parcel, to)) throw illegalParcelMove(from, to);
  const values: Updateable<ParcelsTable> = {
    ...options.set,
    status: to as ParcelStatusColumn,
    status_at: options.now,
    updated_at: options.now,
    problem_from: to === 21 ? from : null,
  };
  if (!(await updateParcelIf(trx, parcel.id, { status: from, moneySeq: parcel.money_seq }, values))) {
    throw staleParcel({ from, to });
  }
  await insertParcelEvent(trx, {
    parcel_id: parcel.id,
    user_id: parcel.user_id,
    from_status: from,
    to_status: to,
    actor_type: options.actor.type,
    actor_id: options.actor.id,
    reason: options.reason.slice(0, 500),
    created_at: options.now,
  });
  const kind = to === ParcelStatus.packed ? 'parcel_packed' : to === ParcelStatus.shipped ? 'parcel_shipped' : null;
  await notifyMember(trx, {
    mail: kind ? { kind, path: '/users', linkLabel: '前往个人中心' } : undefined,
    userId: parcel.user_id,
    event: 'order_status',
    title: `国际包裹 P${parcel.id}：${label(to)}`,
    content: options.reason,
    now: options.now,
  });
  return { ...parcel, ...values } as ParcelRow;
}
