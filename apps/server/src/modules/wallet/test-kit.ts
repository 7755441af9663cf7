import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import type { Db } from '../../db/database';
import { SandboxProvider } from '../../payments/sandbox-provider';
import { hashToken, SESSION_COOKIE } from '../../plugins/session';
import { sumLedgerForUser } from './ledger-repository';

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

export function sandboxOf(t: TestApp): SandboxProvider {
  const provider = t.app.payments;
  if (!(provider instanceof SandboxProvider)) throw new Error('tests expect the sandbox provider');
  return provider;
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** The ledger invariant: for every member, the sum of entries equals the balance, and no balance is negative. */
export async function expectLedgerMatchesBalances(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'balance']).execute();
  for (const user of users) {
    expect(Number(user.balance)).toBeGreaterThanOrEqual(0);
    expect(await sumLedgerForUser(db, user.id)).toBe(Number(user.balance));
  }
}

/** Tops up through the real path: webRecharge, the sandbox page's confirm form, the signed notification. */
export async function topUp(client: TestClient, amount: number, channel: 'wechat' | 'alipay' = 'alipay') {
  const created = await client.post<{ rechargeId: string; payUrl: string }>('/api/user/webRecharge', {
    form: { channel, amount },
  });
  expect(created.body.code).toBe(0);
  const confirm = await client.post(`${created.body.data.payUrl}/confirm`, { form: {} });
  expect(confirm.status).toBe(303);
  return created.body.data.rechargeId;
}
