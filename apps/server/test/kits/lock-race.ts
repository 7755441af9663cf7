import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';

async function waitingOnLocks(t: TestApp): Promise<number> {
  const row = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
  return Number(row.rows[0].n);
}

/** Waits (polling, never a fixed time) until PostgreSQL reports `n` transactions waiting for a lock. */
async function untilWaiting(t: TestApp, n: number) {
  for (let i = 0; i < 500 && (await waitingOnLocks(t)) < n; i++) await new Promise((r) => setTimeout(r, 10));
  expect(await waitingOnLocks(t)).toBe(n);
}

/**
 * Runs `pay` and `edit` of each pair so that both have read the row before either writes it (the
 * pay-versus-edit races of decisions 017 and 033). On PostgreSQL the test holds the rows' locks (`FOR UPDATE`
 * on a connection of its own) while the calls come in: every call reads the row and then waits at its guarded
 * update; the first mover of each pair (the edit for even pairs, the pay for odd ones) queued first, so it
 * commits first when the test lets go, and the other then finds the row changed under it — the exact
 * interleaving of the attack, every time. Waves of `wave` pairs keep the waiting calls within the connection
 * pool. On SQLite, which runs one write at a time, the calls are simply sent together. Answers, per pair,
 * [pay, edit] on SQLite and [first mover, second] on PostgreSQL.
 */
export async function raceOnLockedRows<R, A>(
  t: TestApp,
  race: {
    table: 'orders' | 'parcels';
    idOf: (r: R) => number;
    racers: R[];
    pay: (r: R) => Promise<A>;
    edit: (r: R) => Promise<A>;
    wave: number;
  },
): Promise<Array<[A, A]>> {
  const { pay, edit } = race;
  if (t.database.dialect !== 'postgres') return Promise.all(race.racers.map((r) => Promise.all([pay(r), edit(r)])));
  const answers: Array<[A, A]> = [];
  for (let at = 0; at < race.racers.length; at += race.wave) {
    const wave = race.racers.slice(at, at + race.wave);
    const done = await t.database.db.connection().execute(async (lock) => {
      await sql`begin`.execute(lock);
      await sql`select id from ${sql.table(race.table)} where id in (${sql.join(wave.map(race.idOf))}) for update`.execute(lock);
      const first = wave.map((r, i) => ((at + i) % 2 === 0 ? edit(r) : pay(r)));
      await untilWaiting(t, wave.length);
      const second = wave.map((r, i) => ((at + i) % 2 === 0 ? pay(r) : edit(r)));
      await untilWaiting(t, 2 * wave.length);
      await sql`commit`.execute(lock);
      return Promise.all(wave.map(async (_, i) => [await first[i], await second[i]] as [A, A]));
    });
    answers.push(...done);
  }
  return answers;
}
