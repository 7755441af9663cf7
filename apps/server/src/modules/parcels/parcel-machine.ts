import { PARCEL_STATUS_LABELS, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ParcelsTable } from '../../db/tables/parcels';
import { defineMachine, type Move, type MoveRequest, moveEvent } from '../../lib/state-machine';
import { notifyMember } from '../notifications/notify-member';
import { insertParcelEvent, type ParcelRow, updateParcelIf } from './parcel-repository';

const { cancelled, requested, packed, paid, shipped, received, problem, closed } = ParcelStatus;

/** The mails a parcel's moves may send (issue 18 §4). */
type ParcelMail = 'parcel_packed' | 'parcel_shipped';

/** A problem parcel returns only to the status it came from (`problem_from`), or closes. */
const cameFrom = (status: ParcelStatusCode) => (parcel: Pick<ParcelRow, 'problem_from'>) => parcel.problem_from === status;

/**
 * The parcel's allowed moves (decision 030): requested → packed (staff weigh) → paid (member) → shipped
 * (staff, tracking) → received (member, or automatically); cancel before payment; a problem from paid or
 * shipped, back where it came from, or closed with a refund. Beside each, the mail the member may get;
 * every move also records a parcel event and posts a system message. 1, 6 and 13 are final.
 */
export const PARCEL_MOVES: readonly Move<ParcelStatusCode, ParcelMail>[] = [
  { from: requested, to: packed, mail: 'parcel_packed' },
  { from: requested, to: cancelled },
  { from: packed, to: paid },
  { from: packed, to: cancelled },
  { from: paid, to: shipped, mail: 'parcel_shipped' },
  { from: paid, to: problem },
  { from: shipped, to: received },
  { from: shipped, to: problem },
  { from: problem, to: paid, when: cameFrom(paid) },
  // Back on its way after the problem: the member hears it again, as when it first shipped.
  { from: problem, to: shipped, when: cameFrom(shipped), mail: 'parcel_shipped' },
  { from: problem, to: closed },
];

export type ParcelMoveOptions = MoveRequest<Updateable<ParcelsTable>>;

export const parcelMachine = defineMachine<ParcelStatusCode, ParcelRow, ParcelMail, ParcelMoveOptions, Db>({
  noun: '包裹',
  labels: PARCEL_STATUS_LABELS,
  moves: PARCEL_MOVES,
  remembers: problem,
  write: (trx, parcel, values) => updateParcelIf(trx, parcel.id, { status: parcel.status, moneySeq: parcel.money_seq }, values),
  async record(trx, parcel, move, options) {
    await insertParcelEvent(trx, { parcel_id: parcel.id, user_id: parcel.user_id, ...moveEvent(move, options) });
    await notifyMember(trx, {
      mail: move.mail ? { kind: move.mail, path: '/users', linkLabel: '前往个人中心' } : undefined,
      userId: parcel.user_id,
      event: 'order_status',
      title: `国际包裹 P${parcel.id}：${PARCEL_STATUS_LABELS[move.to]}`,
      content: options.reason,
      now: options.now,
    });
  },
});

/**
 * The one place a parcel's status changes, as `moveOrder` is for orders: the move must be in
 * `PARCEL_MOVES`, and applies only if the parcel still has the status and money_seq the caller read; then it
 * is recorded (actor, reason, time) and the member told — all in the caller's transaction. Answers the
 * parcel as it is after the move; anything else is refused and changes nothing.
 */
export const moveParcel = (trx: Db, parcel: ParcelRow, to: ParcelStatusCode, options: ParcelMoveOptions) =>
  parcelMachine.move(trx, parcel, to, options);

export const parcelMoveAllowed = parcelMachine.allowed;
export const staleParcel = parcelMachine.stale;
