import type { UserInfo } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutesOf } from '../../../test/kits/staff-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_OPERATOR, PUBLISHED_OPERATOR_PASSWORD } from '../../bootstrap/seed/defaults';
import { memberRow } from '../../bootstrap/seed/factories';
import { seedDemoAccounts } from '../../bootstrap/seed/seed';
import { MUST_CHANGE_PASSWORD_MESSAGE } from '../../plugins/session';
import { hashPassword } from './password';

/**
 * Issue 25.6, decision 063: a store started by `npm start` accepts no published operator password. The first
 * operator's password is generated at seed (printed once) and must be changed before the console does anything.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves an account out of the way (its sessions and records stay), so the seed finds no operator. */
let retired = 0;
const retire = (account: string) =>
  t.database.db
    .updateTable('users')
    .set({ account: `retired_${++retired}` })
    .where('account', '=', account)
    .execute();

const GENERATED = /^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/;

describe('the first operator', () => {
  it('gets a generated password, not the published one, and the console refuses everything until it is changed', async () => {
    const generated = await seedDemoAccounts(t.database.db, t.clock.now());
    expect(generated).toMatch(GENERATED);
    const refused = await t.client().post('/api/user/login', {
      form: { account: DEMO_OPERATOR.account, password: PUBLISHED_OPERATOR_PASSWORD },
    });
    expect(refused.body.msg).toBe('账号或密码错误');

    const staff = t.client();
    const login = await staff.login(DEMO_OPERATOR.account, generated as string);
    expect((login.body.data as UserInfo).mustChangePassword).toBe(true);
    // Every console call, read or write, whatever its area: refused before its body is read.
    for (const route of adminRoutesOf(t.app)) {
      const answer = await staff.call(route.method as 'GET' | 'POST', route.url.replace(/:[a-zA-Z]+/g, '1'));
      expect(answer.status, `${route.method} ${route.url}`).toBe(403);
      expect(answer.body.msg).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
    }
    // A second start prints nothing new: the password stays the one printed.
    expect(await seedDemoAccounts(t.database.db, t.clock.now())).toBeNull();

    const changed = await staff.post('/api/user/changePassword', {
      form: { oldPassword: generated as string, password: 'chosen123', confirm: 'chosen123' },
    });
    expect(changed.body.code).toBe(0);
    expect(((await staff.get('/api/user/balance')).body.data as UserInfo).mustChangePassword).toBe(false);
    expect((await staff.get('/api/admin/login-locks')).status).toBe(200);
  });

  it('of a store seeded by an earlier release, still with the published password, gets a generated one at start', async () => {
    await retire(DEMO_OPERATOR.account);
    await t.database.db
      .insertInto('users')
      .values(
        memberRow({
          account: DEMO_OPERATOR.account,
          passwordHash: await hashPassword(PUBLISHED_OPERATOR_PASSWORD),
          role: 'operator',
          now: t.clock.now(),
        }),
      )
      .execute();
    const generated = await seedDemoAccounts(t.database.db, t.clock.now());
    expect(generated).toMatch(GENERATED);
    const refused = await t.client().post('/api/user/login', {
      form: { account: DEMO_OPERATOR.account, password: PUBLISHED_OPERATOR_PASSWORD },
    });
    expect(refused.body.msg).toBe('账号或密码错误');
    const staff = t.client();
    await staff.login(DEMO_OPERATOR.account, generated as string);
    expect((await staff.get('/api/admin/login-locks')).body.msg).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
  });

  it('keeps the password SEED_OPERATOR_PASSWORD names (test and e2e runs), with no change asked', async () => {
    await retire(DEMO_OPERATOR.account);
    expect(await seedDemoAccounts(t.database.db, t.clock.now(), 'named1234')).toBeNull();
    const staff = t.client();
    const login = await staff.login(DEMO_OPERATOR.account, 'named1234');
    expect((login.body.data as UserInfo).mustChangePassword).toBe(false);
    expect((await staff.get('/api/admin/login-locks')).status).toBe(200);
  });
});
