import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
});
afterAll(() => t.close());

describe('login, user info and logout', () => {
  it('logs in with form-urlencoded credentials and answers the user info', async () => {
    const client = t.client();
    const { body, response } = await client.post<{ CustomAccount: string; CustomerName: string; balance: number }>(
      '/api/user/login',
      { form: { account: 'demo', password: 'demo12345' } },
    );
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ CustomAccount: 'demo', CustomerName: '演示会员', balance: 0 });
    const cookie = response.cookies.find((c) => c.name === 'daigou_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const info = await client.get<{ CustomAccount: string }>('/api/user/balance');
    expect(info.body.data.CustomAccount).toBe('demo');
  });

  it('refuses a wrong password in Chinese and sets no session', async () => {
    const client = t.client();
    const { body } = await client.post('/api/user/login', { form: { account: 'demo', password: 'wrong-password' } });
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe('账号或密码错误');
    expect(client.cookies.has('daigou_sid')).toBe(false);
    expect((await client.get('/api/user/balance')).status).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const client = t.client();
    await client.login('demo', 'demo12345');
    const token = client.cookies.get('daigou_sid');
    const out = await client.post('/api/user/logout');
    expect(out.body.code).toBe(0);
    const replay = await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: { cookie: `daigou_sid=${token}` } });
    expect(replay.statusCode).toBe(401);
  });
});

describe('CSRF defence', () => {
  it('refuses a form post from another origin', async () => {
    const client = t.client();
    await client.get('/healthz');
    const { status } = await client.post('/api/user/login', {
      form: { account: 'demo', password: 'demo12345' },
      withoutCsrf: true,
      headers: { origin: 'https://evil.example', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' },
    });
    expect(status).toBe(403);
  });

  it('refuses a same-origin post without the token', async () => {
    const client = t.client();
    await client.get('/healthz');
    const { status } = await client.post('/api/user/logout', { withoutCsrf: true, headers: { origin: 'http://localhost' } });
    expect(status).toBe(403);
  });
});
