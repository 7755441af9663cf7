import { ErrorCode } from '@daigou/contract';
import { refuse } from './errors';

/** Who made a move: recorded with it and shown in the member's timeline. */
export interface Actor {
  type: 'member' | 'staff' | 'system';
  id: number | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null };

/** What a machine's rows have: a status, and where a problem came from (the status that remembers it). */
export interface StatusRow<S extends number> {
  status: S;
  problem_from: S | null;
}

/**
 * One allowed move and, beside it, what it does besides changing the status. `when` narrows a move to the
 * rows it is allowed for (a problem returns only to where it came from). `mail` is the kind of mail the
 * member may get for it (every move also records an event and posts a system message: the machine's
 * `record`).
 */
export interface Move<S extends number, Mail extends string> {
  from: S;
  to: S;
  when?: (row: StatusRow<S>) => boolean;
  mail?: Mail;
}

/** A move asked for: by whom, why (Chinese, shown to the member), when, and other columns set with it. */
export interface MoveRequest<Set extends object = object> {
  actor: Actor;
  reason: string;
  now: number;
  set?: Set;
}

/** The columns of a move's event row (order_events, parcel_events) that every machine fills the same way. */
export interface MoveEventColumns<S extends number> {
  from_status: S;
  to_status: S;
  actor_type: Actor['type'];
  actor_id: number | null;
  reason: string;
  created_at: number;
}

/** The event row of a move, without whose row it is: who moved it, why (at most 500 characters), when. */
export function moveEvent<S extends number>(
  move: Pick<Move<S, string>, 'from' | 'to'>,
  request: MoveRequest,
): MoveEventColumns<S> {
  return {
    from_status: move.from,
    to_status: move.to,
    actor_type: request.actor.type,
    actor_id: request.actor.id,
    reason: request.reason.slice(0, 500),
    created_at: request.now,
  };
}

/** The columns every move writes, with the other columns of the request. */
export type MoveValues<S extends number, Req extends MoveRequest> = NonNullable<Req['set']> & {
  status: S;
  status_at: number;
  updated_at: number;
  problem_from: S | null;
};

export interface MachineSpec<S extends number, R extends StatusRow<S>, Mail extends string, Req extends MoveRequest, Trx> {
  /** The thing moved, in Chinese, for refusals: 订单, 包裹. */
  noun: string;
  labels: Record<S, string>;
  moves: readonly Move<S, Mail>[];
  /** The status that remembers the one it came from (`problem_from`); every other move clears it. */
  remembers: S;
  /** Writes the values only if the row still has the status (and money_seq …) it was read with. */
  write(trx: Trx, row: R, values: MoveValues<S, Req>, request: Req): Promise<boolean>;
  /** The side effects of every move: its event row, the member's system message, and `move.mail` if any. */
  record(trx: Trx, row: R, move: Move<S, Mail>, request: Req): Promise<void>;
}

export interface Machine<S extends number, R extends StatusRow<S>, Mail extends string, Req extends MoveRequest, Trx> {
  moves: readonly Move<S, Mail>[];
  label(status: number): string;
  /** The declared move from the row's status to `to`, if the table allows it for this row. */
  moveOf(row: StatusRow<S>, to: S): Move<S, Mail> | undefined;
  allowed(row: StatusRow<S>, to: S): boolean;
  /** Refusal for a move the table does not allow; nothing has changed when it is thrown. */
  illegal(from: number, to: number): Error;
  /** Refusal for a row that changed since it was read (decision 017); nothing has changed. */
  stale(data?: unknown): Error;
  /**
   * The one place the status changes: checks the move against the table, applies it only if the row is
   * still as read (`write`), then runs the move's side effects (`record`) — all in the caller's transaction.
   * Answers the row as it is after the move.
   */
  move(trx: Trx, row: R, to: S, request: Req): Promise<R>;
}

/**
 * Declares a state machine from its table of moves (each with its side effects as data) and the two
 * functions that touch the database. Orders and parcels each declare theirs with it (decision 084).
 */
export function defineMachine<S extends number, R extends StatusRow<S>, Mail extends string, Req extends MoveRequest, Trx>(
  spec: MachineSpec<S, R, Mail, Req, Trx>,
): Machine<S, R, Mail, Req, Trx> {
  const table = new Map<number, Move<S, Mail>[]>();
  for (const move of spec.moves) {
    const from = table.get(move.from) ?? [];
    if (from.some((m) => m.to === move.to && !m.when && !move.when)) throw new Error(`move ${move.from} → ${move.to} twice`);
    from.push(move);
    table.set(move.from, from);
  }
  const label = (status: number) => spec.labels[status as S] ?? String(status);
  const moveOf = (row: StatusRow<S>, to: S) => table.get(row.status)?.find((m) => m.to === to && (!m.when || m.when(row)));
  const illegal = (from: number, to: number) =>
    refuse(`${spec.noun}当前为「${label(from)}」，不能变为「${label(to)}」`, { from, to }, ErrorCode.conflict);
  const stale = (data?: unknown) => refuse(`${spec.noun}已变化，请刷新后重试`, data, ErrorCode.conflict);
  return {
    moves: spec.moves,
    label,
    moveOf,
    allowed: (row, to) => moveOf(row, to) !== undefined,
    illegal,
    stale,
    async move(trx, row, to, request) {
      const from = row.status;
      const move = moveOf(row, to);
      if (!move) throw illegal(from, to);
      const values = {
        ...request.set,
        status: to,
        status_at: request.now,
        updated_at: request.now,
        problem_from: to === spec.remembers ? from : null,
      } as MoveValues<S, Req>;
      if (!(await spec.write(trx, row, values, request))) throw stale({ from, to });
      await spec.record(trx, row, move, request);
      return { ...row, ...values } as R;
    },
  };
}
