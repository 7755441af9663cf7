import { loginLimitMessage } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { IDLE_TIMEOUT_MS, REMEMBER_MS } from '../../plugins/session';
import { insertLoginFailure } from './login-failure-repository';

let t: TestApp;
beforeAll(async () => {
  // Tests stand for different clients through X-Forwarded-For, as behind the production proxy.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

async function registered(account: string, password = 'abc12345', name = '新会员') {
  const client = t.client();
  const result = await client.post<{ CustomAccount: string; CustomerName: string }>('/api/user/register', {
    form: { account, password, confirm: password, name },
  });
  expect(result.body.code, result.body.msg).toBe(0);
  return { client, result };
}

describe('registration', () => {
  it('creates the member and logs them in', async () => {
    const { client, result } = await registered('alice_01', 'abc12345', '爱丽丝');
    expect(result.body.data).toMatchObject({ CustomAccount: 'alice_01', CustomerName: '爱丽丝', balance: 0 });
    expect(result.body.msg).toBe('注册成功');
    const info = await client.get<{ CustomAccount: string }>('/api/user/balance');
    expect(info.body.data.CustomAccount).toBe('alice_01');
  });

  it('refuses a taken account (ignoring case), a weak password and a mismatch with clear Chinese messages', async () => {
    const client = t.client();
    const cases: Array<[Record<string, string>, string]> = [
      [{ account: 'ALICE_01', password: 'abc12345', confirm: 'abc12345', name: '甲' }, '该账号已被注册，请换一个'],
      [{ account: 'bob_01', password: 'abcdefgh', confirm: 'abcdefgh', name: '乙' }, '密码至少 8 位，且须同时包含字母和数字'],
      [{ account: 'bob_01', password: 'abc123', confirm: 'abc123', name: '乙' }, '密码至少 8 位，且须同时包含字母和数字'],
      [{ account: 'bob_01', password: '12345678', confirm: '12345678', name: '乙' }, '密码至少 8 位，且须同时包含字母和数字'],
      [{ account: 'bob_01', password: 'abc12345', confirm: 'abc12346', name: '乙' }, '两次输入的密码不一致'],
      [{ account: 'b!', password: 'abc12345', confirm: 'abc12345', name: '乙' }, '账号须为 3–32 位字母、数字或下划线'],
      [{ account: 'bob_01', password: 'abc12345', confirm: 'abc12345', name: '  ' }, '请输入昵称'],
    ];
    for (const [form, msg] of cases) {
      const { status, body } = await client.post('/api/user/register', { form });
      expect(status).toBe(200);
      expect(body.code).toBe(1);
      expect(body.msg).toBe(msg);
    }
    expect(client.cookies.has('daigou_sid')).toBe(false);
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('two sign-ups racing for one account create one member', async () => {
    const form = { account: 'racer', password: 'abc12345', confirm: 'abc12345', name: '赛跑' };
    const results = await Promise.all([
      t.client().post('/api/user/register', { form }),
      t.client().post('/api/user/register', { form }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    const rows = await t.database.db.selectFrom('users').select('id').where('account', '=', 'racer').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('login failure limits', () => {
  it('allows 10 failures per account, then refuses even the right password until the window passes', async () => {
    await registered('limited', 'abc12345');
    const attacker = t.client();
    for (let i = 0; i < 10; i++) {
      const { body } = await attacker.post('/api/user/login', {
        form: { account: 'limited', password: `wrong${i}` },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(body.msg).toBe('账号或密码错误');
    }
    const owner = t.client();
    const refused = await owner.post('/api/user/login', { form: { account: 'limited', password: 'abc12345' } });
    expect(refused.body).toMatchObject({ code: 1, msg: loginLimitMessage(15) });
    expect(owner.cookies.has('daigou_sid')).toBe(false);
    t.clock.advance(15 * MINUTE + 1);
    await owner.login('limited', 'abc12345');
  });

  it('an address shares 100 failures across accounts (an office behind one NAT is not locked out by one account)', async () => {
    const address = '203.0.113.9';
    // 99 earlier failures of 20 accounts from this address (written directly: 99 password checks take too long).
    for (let i = 0; i < 99; i++) await insertLoginFailure(t.database.db, `nobody${i % 20}`, address, t.clock.now());
    const client = t.client();
    const hundredth = await client.post('/api/user/login', {
      form: { account: 'nobody7', password: 'x' },
      headers: { 'x-forwarded-for': address },
    });
    expect(hundredth.body.msg).toBe('账号或密码错误');
    const next = await client.post('/api/user/login', {
      form: { account: 'alice_01', password: 'abc12345' },
      headers: { 'x-forwarded-for': address },
    });
    expect(next.body.msg).toBe(loginLimitMessage(15));
    const elsewhere = await t.client().post('/api/user/login', { form: { account: 'alice_01', password: 'abc12345' } });
    expect(elsewhere.body.code).toBe(0);
  });

  it('keeps the counters in the database, shared by every instance', async () => {
    const rows = await t.database.db
      .selectFrom('login_failures')
      .select('account')
      .where('address', '=', '203.0.113.9')
      .execute();
    expect(rows).toHaveLength(100);
  });
});

describe('password change', () => {
  it('needs the old password and ends the other sessions, keeping this one', async () => {
    const { client } = await registered('changer', 'abc12345');
    const other = t.client();
    await other.login('changer', 'abc12345');

    const wrong = await client.post('/api/user/changePassword', {
      form: { oldPassword: 'nope1234', password: 'new12345', confirm: 'new12345' },
    });
    expect(wrong.body).toMatchObject({ code: 1, msg: '原密码不正确' });
    expect((await other.get('/api/user/balance')).status).toBe(200);

    const weak = await client.post('/api/user/changePassword', {
      form: { oldPassword: 'abc12345', password: 'short', confirm: 'short' },
    });
    expect(weak.body.msg).toBe('密码至少 8 位，且须同时包含字母和数字');

    const done = await client.post('/api/user/changePassword', {
      form: { oldPassword: 'abc12345', password: 'new12345', confirm: 'new12345' },
    });
    expect(done.body.code).toBe(0);
    expect((await client.get('/api/user/balance')).status).toBe(200);
    expect((await other.get('/api/user/balance')).status).toBe(401);
    const old = await t.client().post('/api/user/login', { form: { account: 'changer', password: 'abc12345' } });
    expect(old.body.msg).toBe('账号或密码错误');
    await t.client().login('changer', 'new12345');
  });

  it('is refused without a session', async () => {
    const { status } = await t.client().post('/api/user/changePassword', {
      form: { oldPassword: 'abc12345', password: 'new12345', confirm: 'new12345' },
    });
    expect(status).toBe(401);
  });
});

describe('remember me', () => {
  it('a plain session ends after 30 idle minutes, a remembered one lasts 30 days', async () => {
    const plain = t.client();
    await plain.login('alice_01', 'abc12345');
    const remembered = t.client();
    const login = await remembered.login('alice_01', 'abc12345', true);
    const cookie = login.response.cookies.find((c) => c.name === 'daigou_sid');
    expect(cookie?.maxAge).toBe(REMEMBER_MS / 1000);

    t.clock.advance(IDLE_TIMEOUT_MS - MINUTE);
    expect((await plain.get('/api/user/balance')).status).toBe(200); // activity extends the idle window
    t.clock.advance(IDLE_TIMEOUT_MS - MINUTE);
    expect((await plain.get('/api/user/balance')).status).toBe(200);
    t.clock.advance(IDLE_TIMEOUT_MS + MINUTE);
    expect((await plain.get('/api/user/balance')).status).toBe(401);
    expect((await remembered.get('/api/user/balance')).status).toBe(200);

    t.clock.advance(REMEMBER_MS);
    expect((await remembered.get('/api/user/balance')).status).toBe(401);
  });
});
