import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { defineMachine, type Move, type MoveRequest, SYSTEM_ACTOR } from './state-machine';

// A toy machine over rows kept in a Map: open (1) → done (2), open → stuck (9) → back where it came from.
type S = 1 | 2 | 9;
interface Row {
  id: number;
  status: S;
  problem_from: S | null;
  seq: number;
}
const MOVES: readonly Move<S, 'done_mail'>[] = [
  { from: 1, to: 2, mail: 'done_mail' },
  { from: 1, to: 9 },
  { from: 9, to: 1, when: (row) => row.problem_from === 1 },
];

function toyMachine(moves: readonly Move<S, 'done_mail'>[] = MOVES) {
  const rows = new Map<number, Row>();
  const recorded: Array<{ from: S; to: S; mail?: string; reason: string }> = [];
  const machine = defineMachine<S, Row, 'done_mail', MoveRequest, null>({
    noun: '东西',
    labels: { 1: '进行中', 2: '已完成', 9: '有问题' },
    moves,
    remembers: 9,
    async write(_trx, row, values) {
      const stored = rows.get(row.id);
      if (!stored || stored.status !== row.status || stored.seq !== row.seq) return false;
      rows.set(row.id, { ...stored, ...values });
      return true;
    },
    async record(_trx, _row, move, request) {
      recorded.push({ from: move.from, to: move.to, mail: move.mail, reason: request.reason });
    },
  });
  return { machine, rows, recorded };
}
const request = (reason: string): MoveRequest => ({ actor: SYSTEM_ACTOR, reason, now: 100 });

describe('defineMachine', () => {
  it('applies a declared move, records it with its mail, and answers the row after it', async () => {
    const { machine, rows, recorded } = toyMachine();
    rows.set(1, { id: 1, status: 1, problem_from: null, seq: 0 });
    const after = await machine.move(null, { id: 1, status: 1, problem_from: null, seq: 0 }, 2, request('完成'));
    expect(after).toMatchObject({ status: 2, status_at: 100, updated_at: 100, problem_from: null });
    expect(rows.get(1)?.status).toBe(2);
    expect(recorded).toEqual([{ from: 1, to: 2, mail: 'done_mail', reason: '完成' }]);
  });

  it('refuses a move not in the table, and one whose `when` does not hold, changing nothing', async () => {
    const { machine, rows, recorded } = toyMachine();
    const done: Row = { id: 1, status: 2, problem_from: null, seq: 0 };
    rows.set(1, done);
    await expect(machine.move(null, done, 1, request('x'))).rejects.toThrow('东西当前为「已完成」，不能变为「进行中」');
    expect(machine.allowed({ status: 9, problem_from: 1 }, 1)).toBe(true);
    expect(machine.allowed({ status: 9, problem_from: 2 }, 1)).toBe(false);
    expect(rows.get(1)).toEqual(done);
    expect(recorded).toEqual([]);
  });

  it('remembers where a problem came from, and forgets it on the way out', async () => {
    const { machine, rows } = toyMachine();
    rows.set(1, { id: 1, status: 1, problem_from: null, seq: 0 });
    const stuck = await machine.move(null, { id: 1, status: 1, problem_from: null, seq: 0 }, 9, request('卡住'));
    expect(stuck.problem_from).toBe(1);
    const back = await machine.move(null, stuck, 1, request('恢复'));
    expect(back.problem_from).toBeNull();
  });

  it('a stale row is refused and nothing is recorded', async () => {
    const { machine, rows, recorded } = toyMachine();
    rows.set(1, { id: 1, status: 1, problem_from: null, seq: 1 });
    const attempt = machine.move(null, { id: 1, status: 1, problem_from: null, seq: 0 }, 2, request('x'));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toThrow('东西已变化，请刷新后重试');
    expect(recorded).toEqual([]);
  });

  it('a move declared twice is refused when the machine is declared', () => {
    expect(() => toyMachine([...MOVES, { from: 1, to: 2 }])).toThrow('move 1 → 2 twice');
  });
});
