import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { CSRF_COOKIE } from './csrf';
import { SESSION_COOKIE } from './session';

/** Decision 020: the double-submit token is rotated at login and bound to the session it was issued for. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { body } = await t.client().post('/api/user/register', {
    form: { account: 'csrf_member', password: 'abc12345', confirm: 'abc12345', name: '令牌' },
  });
  expect(body.code).toBe(0);
});
afterAll(() => t.close());

/** A state-changing call with exactly these cookies and this header token. */
function post(cookies: Record<string, string>, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/EditMsgSet',
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      'x-xsrf-token': token,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'topUp=1',
  });
}

async function loggedIn(): Promise<{ client: TestClient; before: string }> {
  const client = t.client();
  await client.get('/healthz');
  const before = client.cookies.get(CSRF_COOKIE) ?? '';
  expect(before).not.toBe('');
  await client.login('csrf_member', 'abc12345');
  return { client, before };
}

describe('security: XSRF-TOKEN rotated at login', () => {
  it('login sets a new token; the token from before login is refused for the new session', async () => {
    const { client, before } = await loggedIn();
    const after = client.cookies.get(CSRF_COOKIE) ?? '';
    expect(after).not.toBe(before);
    const sid = client.cookies.get(SESSION_COOKIE) ?? '';
    const stale = await post({ [SESSION_COOKIE]: sid, [CSRF_COOKIE]: before }, before);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 403, msg: '页面已过期，请刷新页面后重试' });
    expect((await post({ [SESSION_COOKIE]: sid, [CSRF_COOKIE]: after }, after)).statusCode).toBe(200);
  });

  it('a token issued for another session is refused, even when cookie and header agree', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const tokenOfA = a.client.cookies.get(CSRF_COOKIE) ?? '';
    const sidOfB = b.client.cookies.get(SESSION_COOKIE) ?? '';
    expect((await post({ [SESSION_COOKIE]: sidOfB, [CSRF_COOKIE]: tokenOfA }, tokenOfA)).statusCode).toBe(403);
  });

  it('a page load with a session replaces a missing or unbound token with one bound to the session', async () => {
    const { client, before } = await loggedIn();
    const sid = client.cookies.get(SESSION_COOKIE) ?? '';
    const page = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'localhost', cookie: `${SESSION_COOKIE}=${sid}; ${CSRF_COOKIE}=${before}` },
    });
    const issued = page.cookies.find((c) => c.name === CSRF_COOKIE)?.value ?? '';
    expect(issued).not.toBe('');
    expect(issued).not.toBe(before);
    expect((await post({ [SESSION_COOKIE]: sid, [CSRF_COOKIE]: issued }, issued)).statusCode).toBe(200);
  });

  it('logout issues a fresh visitor token; registration, like login, issues a bound one', async () => {
    const { client } = await loggedIn();
    const bound = client.cookies.get(CSRF_COOKIE);
    expect((await client.post('/api/user/logout')).body.code).toBe(0);
    const visitor = client.cookies.get(CSRF_COOKIE);
    expect(visitor).toBeDefined();
    expect(visitor).not.toBe(bound);
    const registered = await client.post('/api/user/register', {
      form: { account: 'csrf_second', password: 'abc12345', confirm: 'abc12345', name: '第二' },
    });
    expect(registered.body.code).toBe(0);
    expect(client.cookies.get(CSRF_COOKIE)).not.toBe(visitor);
    expect((await client.post('/api/sys/EditMsgSet', { form: { topUp: 0 } })).status).toBe(200);
  });

  it('a visitor token still works for login (double submit without a session)', async () => {
    const client = t.client();
    const login = await client.post('/api/user/login', { form: { account: 'csrf_member', password: 'abc12345' } });
    expect(login.body.code).toBe(0);
  });
});
