import { type AdminLoginLock, type AdminLoginLocks, LOGIN_LIMITS, loginLimitMessage } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, operatorClient, userIdOf } from '../../../test/kits/staff-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { insertLoginFailure } from './login-failure-repository';

let t: TestApp;
let operator: TestClient;
const ATTACKER = '203.0.113.66';
const SPRAYER = '203.0.113.77';

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true, env: { TRUST_PROXY: '1' } });
  operator = await operatorClient(t);
});
afterAll(() => t.close());

async function login(account: string, password: string, address: string) {
  const form = { account, password };
  return (await t.client().post('/api/user/login', { form, headers: { 'x-forwarded-for': address } })).body;
}

async function failures(account: string, address: string, count: number) {
  for (let i = 0; i < count; i++) await insertLoginFailure(t.database.db, account, address, t.clock.now());
}

const locks = async () => okData(await operator.get<AdminLoginLocks>('/api/admin/login-locks')).list;
const lift = (json: object) => operator.post<{ cleared: number }>('/api/admin/login-locks/lift', { json });
const find = (list: AdminLoginLock[], kind: string) => list.filter((l) => l.kind === kind);

describe('operator console: login locks', () => {
  it('lists locked accounts (with the member), account + address pairs and addresses, with when each ends', async () => {
    await failures('demo', ATTACKER, LOGIN_LIMITS.pair);
    t.clock.advance(60_000);
    await failures('demo', '198.51.100.1', 2);
    for (let i = 0; i < LOGIN_LIMITS.address; i++) await failures(`sprayed${i}`, SPRAYER, 1);
    const list = await locks();
    const demoId = await userIdOf(t, 'demo');
    expect(find(list, 'account')).toEqual([
      {
        kind: 'account',
        account: 'demo',
        address: null,
        userId: demoId,
        failures: 12,
        limit: LOGIN_LIMITS.account,
        lastFailureAt: t.clock.now(),
        // Three of the first ten must leave the window for fewer than ten to remain.
        lockedUntil: t.clock.now() - 60_000 + 15 * 60_000,
      },
    ]);
    expect(find(list, 'pair')).toMatchObject([{ account: 'demo', address: ATTACKER, failures: 10, userId: demoId }]);
    expect(find(list, 'address')).toMatchObject([{ account: null, address: SPRAYER, failures: 100, userId: null }]);
  });

  it('lifting an account lock lets the member in and leaves the guessing address locked out of that account', async () => {
    expect((await login('demo', 'demo12345', '198.51.100.9')).msg).toBe(loginLimitMessage(14));
    const lifted = await lift({ kind: 'account', account: 'Demo' });
    expect(lifted.body).toMatchObject({ code: 0, msg: '已解除锁定', data: { cleared: 12 } });
    expect((await login('demo', 'demo12345', '198.51.100.9')).code).toBe(0);
    expect((await login('demo', 'demo12345', ATTACKER)).msg).toBe(loginLimitMessage(14));
    const [audit] = await auditOf(t, 'login.unlock');
    expect(audit).toMatchObject({ operator_account: 'admin', target_type: 'login_lock', target_id: 'demo' });
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ kind: 'account', account: 'demo', address: null, cleared: 12 });
    expect(find(await locks(), 'account')).toEqual([]);
  });

  it('lifts a pair and an address lock; lifting what is not locked changes nothing', async () => {
    expect((await lift({ kind: 'pair', account: 'demo', address: ATTACKER })).body.data.cleared).toBe(10);
    expect((await login('demo', 'nope', ATTACKER)).msg).toBe('账号或密码错误');
    expect((await login('admin', 'admin12345', SPRAYER)).msg).toBe(loginLimitMessage(15));
    expect((await lift({ kind: 'address', address: SPRAYER })).body.data.cleared).toBe(100);
    expect((await login('admin', 'admin12345', SPRAYER)).code).toBe(0);
    expect(await locks()).toEqual([]);
    const again = await lift({ kind: 'address', address: SPRAYER });
    expect(again.body).toMatchObject({ code: 0, msg: '该锁定已不存在', data: { cleared: 0 } });
    expect(await auditOf(t, 'login.unlock')).toHaveLength(4);
  });

  it('refuses a lift that does not say what to lift', async () => {
    for (const json of [
      { kind: 'account' },
      { kind: 'pair', account: 'demo' },
      { kind: 'everything' },
      { kind: 'address', address: 'a b' },
    ]) {
      expect((await lift(json)).status, JSON.stringify(json)).toBe(400);
    }
    expect(await auditOf(t, 'login.unlock')).toHaveLength(4);
  });
});
