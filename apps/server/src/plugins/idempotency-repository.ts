import type { Db } from '../db/database';

/** The idempotency_keys table (decision 066); only plugins/idempotency uses it. */

/** Takes the key for this request; undefined when the member already used it (the row is then read). */
export async function claimKey(
  db: Db,
  values: { userId: number; key: string; route: string; requestHash: string; now: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: values.userId,
      idem_key: values.key,
      route: values.route,
      request_hash: values.requestHash,
      state: 'processing',
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['id', 'route', 'request_hash', 'state', 'status_code', 'content_type', 'response_body', 'created_at'])
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
}

/** Keeps the first answer, to be replayed. */
export async function finishKey(
  db: Db,
  id: number,
  answer: { statusCode: number; contentType: string | null; body: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      status_code: answer.statusCode,
      content_type: answer.contentType,
      response_body: answer.body,
      finished_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Lets the key go: its request changed nothing (it failed on our side), so it may run again. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('state', '=', 'processing').execute();
}

/** Deletes one key if it was created before `before` (expired), so the member may use it afresh. */
export async function deleteExpiredKey(db: Db, id: number, before: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('created_at', '<', before).execute();
}

/** Deletes up to `limit` keys created before `before`; answers how many. */
export async function pruneKeys(db: Db, before: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where(
      'id',
      'in',
      db.selectFrom('idempotency_keys').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
