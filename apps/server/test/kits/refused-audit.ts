import { sql } from 'kysely';
import type { TestApp } from '../test-app';

/**
 * Makes the database refuse audit records of one action (a trigger, on SQLite and on PostgreSQL alike), so a
 * test can show that the operator's change and its audit record commit together or not at all. Answers the
 * function that lifts the refusal.
 */
export async function refuseAuditOf(t: TestApp, action: string): Promise<() => Promise<void>> {
  const db = t.database.db;
  const literal = `'${action.replace(/'/g, "''")}'`;
  if (t.database.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger refuse_audit before insert on audit_log when new.action = ${literal} ` +
          `begin select raise(abort, 'audit refused'); end`,
      )
      .execute(db);
    return async () => {
      await sql.raw('drop trigger refuse_audit').execute(db);
    };
  }
  await sql
    .raw(
      `create function refuse_audit() returns trigger language plpgsql as $$ begin ` +
        `if new.action = ${literal} then raise exception 'audit refused'; end if; return new; end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()')
    .execute(db);
  return async () => {
    await sql.raw('drop trigger refuse_audit on audit_log').execute(db);
    await sql.raw('drop function refuse_audit()').execute(db);
  };
}
