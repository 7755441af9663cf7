import { LOGIN_LIMITS, loginLimitMessage } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertLoginFailure } from './login-failure-repository';

let t: TestApp;
beforeAll(async () => {
  // Clients stand for different addresses through X-Forwarded-For, as behind the production load balancer.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  for (const account of ['office_a', 'office_b', 'typist', 'racer_a']) {
    const form = { account, password: 'abc12345', confirm: 'abc12345', name: account };
    const { body } = await t.client().post('/api/user/register', { form, headers: { 'x-forwarded-for': '192.0.2.250' } });
    expect(body.code, body.msg).toBe(0);
  }
});
afterAll(() => t.close());

const MINUTE = 60_000;
const WRONG = '账号或密码错误';

async function login(account: string, password: string, address: string) {
  const client = t.client();
  const { body } = await client.post('/api/user/login', { form: { account, password }, headers: { 'x-forwarded-for': address } });
  return { ...body, session: client.cookies.has('daigou_sid') };
}

/** Earlier failures, written directly: each wrong password over HTTP costs a full scrypt check. */
async function earlierFailures(account: string, address: string, count: number) {
  for (let i = 0; i < count; i++) await insertLoginFailure(t.database.db, account, address, t.clock.now());
}

describe('login throttling per account, per account + address and per address (decision 018)', () => {
  it('ten wrong passwords for one account behind an office NAT lock that account, not the office', async () => {
    const office = '203.0.113.50';
    await earlierFailures('office_a', office, LOGIN_LIMITS.pair - 1);
    expect((await login('office_a', 'wrong', office)).msg).toBe(WRONG);
    // The account is locked, the right password included, from anywhere, and no session is opened…
    expect(await login('office_a', 'abc12345', office)).toMatchObject({ code: 1, msg: loginLimitMessage(15), session: false });
    expect((await login('office_a', 'abc12345', '198.51.100.7')).msg).toBe(loginLimitMessage(15));
    // …but a colleague behind the same address logs in.
    expect((await login('office_b', 'abc12345', office)).code).toBe(0);
    t.clock.advance(15 * MINUTE + 1);
    expect((await login('office_a', 'abc12345', office)).code).toBe(0);
  });

  it('tells how many minutes remain: until enough of the oldest failures have left the 15-minute window', async () => {
    const address = '203.0.113.60';
    await earlierFailures('typist', address, 1);
    t.clock.advance(5 * MINUTE);
    await earlierFailures('typist', address, LOGIN_LIMITS.account - 2);
    expect((await login('typist', 'wrong', address)).msg).toBe(WRONG);
    expect((await login('typist', 'abc12345', address)).msg).toBe(loginLimitMessage(10));
    t.clock.advance(4 * MINUTE);
    expect((await login('typist', 'abc12345', address)).msg).toBe('登录失败次数过多，请 6 分钟后再试');
    // The first failure leaves the window: nine remain, so one more attempt is checked.
    t.clock.advance(6 * MINUTE + 1);
    expect((await login('typist', 'abc12345', address)).code).toBe(0);
    t.clock.advance(15 * MINUTE + 1);
  });

  it('a correct login forgives the failures from its own address only', async () => {
    const home = '198.51.100.20';
    const guesser = '198.51.100.66';
    await earlierFailures('typist', home, 4);
    await earlierFailures('typist', guesser, 5);
    expect((await login('typist', 'abc12345', home)).code).toBe(0);
    // The guesser's five still count for the account: five more failures lock it.
    await earlierFailures('typist', guesser, 4);
    expect((await login('typist', 'guess', guesser)).msg).toBe(WRONG);
    expect((await login('typist', 'abc12345', home)).msg).toBe(loginLimitMessage(15));
    t.clock.advance(15 * MINUTE + 1);
  });

  it('counts an account ignoring case and surrounding spaces, and attempts on accounts that do not exist', async () => {
    const address = '198.51.100.90';
    expect((await login(' GHOST_user ', 'nope1234', address)).msg).toBe(WRONG);
    expect((await login('ghost_USER', 'nope1234', address)).msg).toBe(WRONG);
    await earlierFailures('ghost_user', address, LOGIN_LIMITS.account - 2);
    expect((await login('Ghost_User', 'nope1234', '198.51.100.91')).msg).toBe(loginLimitMessage(15));
    t.clock.advance(15 * MINUTE + 1);
  });

  it('concurrent wrong passwords for one account: never more than the limit are checked, the rest refused with the wait', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login('racer_a', `wrong${i}`, `192.0.2.${i + 1}`)));
    // Each attempt counts itself before checking, so a burst may be refused whole (PostgreSQL runs them at once).
    const checked = results.filter((r) => r.msg === WRONG).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.account);
    // (The wait may be shorter than 15 minutes: other attempts of the burst that counted then went away.)
    expect(results.filter((r) => /^登录失败次数过多，请 \d+ 分钟后再试$/.test(r.msg))).toHaveLength(30 - checked);
    // Refused attempts leave nothing counted: only the checked failures remain.
    const next = await login('racer_a', 'abc12345', '192.0.2.200');
    expect(next.code).toBe(checked < LOGIN_LIMITS.account ? 0 : 1);
    t.clock.advance(15 * MINUTE + 1);
  });
});
