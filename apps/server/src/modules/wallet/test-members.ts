import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { hashToken, SESSION_COOKIE } from '../../plugins/session';

/**
 * Test helpers for money tests. Members are created with a session row directly (no scrypt per member);
 * their client carries the session cookie like a browser after login.
 */
export async function memberClient(
  t: TestApp,
  account = `m${randomBytes(5).toString('hex')}`,
  role: 'member' | 'operator' = 'member',
): Promise<{ client: TestClient; userId: number }> {
  const now = t.clock.now();
  const row = await t.database.db
    .insertInto('users')
    .values({
      account,
      password_hash: 'scrypt$unusable',
      name: account,
      head_img: null,
      balance: 0,
      phone: null,
      email: null,
      default_remark: null,
      role,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await t.database.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: row.id,
      remember: 1,
      created_at: now,
      last_seen_at: now,
      expires_at: now + 365 * 86400_000,
    })
    .execute();
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  return { client, userId: row.id };
}
