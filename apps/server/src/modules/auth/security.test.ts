import { randomBytes } from 'node:crypto';
import { loginLimitMessage } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { hashToken, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '../../plugins/session';
import { HTML_AS_PNG, multipartFile, SVG_AS_PNG, solidImage } from '../users/test-uploads';

/** Quality bars (quality.md, Sessions / CSRF / Login / Uploads), each refused call leaving no change. */

let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  // Tests stand for different clients through X-Forwarded-For, as behind the production proxy.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  member = t.client();
  const { body } = await member.post('/api/user/register', {
    form: { account: 'sec_member', password: 'abc12345', confirm: 'abc12345', name: '安全' },
  });
  expect(body.code).toBe(0);
});
afterAll(() => t.close());

const sessionCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tokenOf = (client: TestClient) => client.cookies.get(SESSION_COOKIE) ?? '';
const replay = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/balance', headers: { cookie: `${SESSION_COOKIE}=${token}` } });

async function snapshot() {
  const db = t.database.db;
  return {
    users: await db
      .selectFrom('users')
      .select(['id', 'name', 'head_img', 'password_hash', 'phone', 'email'])
      .orderBy('id')
      .execute(),
    avatars: await db.selectFrom('avatars').select(['key', 'user_id']).orderBy('key').execute(),
    sessions: await sessionCount(),
  };
}

describe('security: session token entropy and rotation at login', () => {
  it('issues at least 128 random bits per login, stores only their hash, and a new token at every login', async () => {
    const client = t.client();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      await client.login('sec_member', 'abc12345');
      tokens.push(tokenOf(client));
    }
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const row = await t.database.db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst();
      expect(row).toBeUndefined(); // the raw token is never stored
    }
    expect(new Set(tokens).size).toBe(3);
    // Logging in again from the same browser rotates: the previous token is dead on the server.
    expect((await replay(tokens[0]!)).statusCode).toBe(401);
    expect((await replay(tokens[1]!)).statusCode).toBe(401);
    expect((await replay(tokens[2]!)).statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(tokens[2]!))
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('sets the cookie HttpOnly and SameSite=Lax, and Secure behind HTTPS', async () => {
    const { response } = await t.client().post('/api/user/login', {
      form: { account: 'sec_member', password: 'abc12345' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  });

  it('ignores a forged or random token', async () => {
    expect((await replay(randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    expect((await replay('x'.repeat(500))).statusCode).toBe(401);
  });
});

describe('security: logout kills the token server-side', () => {
  it('deletes the session row so a copied cookie no longer works', async () => {
    const client = t.client();
    await client.login('sec_member', 'abc12345');
    const token = tokenOf(client);
    expect((await replay(token)).statusCode).toBe(200);
    expect((await client.post('/api/user/logout')).body.code).toBe(0);
    expect((await replay(token)).statusCode).toBe(401);
    const row = await t.database.db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('security: idle expiry', () => {
  it('ends a session after 30 idle minutes on the manual clock, and removes it', async () => {
    const client = t.client();
    await client.login('sec_member', 'abc12345');
    const token = tokenOf(client);
    t.clock.advance(IDLE_TIMEOUT_MS - 1000);
    expect((await replay(token)).statusCode).toBe(200);
    t.clock.advance(IDLE_TIMEOUT_MS + 1000);
    expect((await replay(token)).statusCode).toBe(401);
    const row = await t.database.db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('security: CSRF form post from another origin refused', () => {
  it('refuses cross-origin form posts to login, register, updateInfo and changePassword, changing nothing', async () => {
    await member.login('sec_member', 'abc12345');
    const before = await snapshot();
    const evil = { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' };
    const attempts: Array<[string, Record<string, string>]> = [
      ['/api/user/login', { account: 'sec_member', password: 'abc12345' }],
      ['/api/user/register', { account: 'csrf_user', password: 'abc12345', confirm: 'abc12345', name: 'x' }],
      ['/api/user/updateInfo', { name: '被篡改', phone: '', email: '', remark: '' }],
      ['/api/user/changePassword', { oldPassword: 'abc12345', password: 'evil1234', confirm: 'evil1234' }],
      ['/api/user/logout', {}],
    ];
    for (const [url, form] of attempts) {
      // A forged page can make the browser send cookies, but neither our Origin nor the token.
      const forged = await member.post(url, { form, withoutCsrf: true, headers: evil });
      expect(forged.status, url).toBe(403);
      // Even with a guessed token, a foreign Origin is refused.
      const withToken = await member.post(url, {
        form,
        withoutCsrf: true,
        headers: { ...evil, 'x-xsrf-token': member.cookies.get('XSRF-TOKEN')! },
      });
      expect(withToken.status, url).toBe(403);
    }
    // Same origin but no token (e.g. a form on a compromised sibling page without the cookie value).
    const noToken = await member.post('/api/user/updateInfo', {
      form: { name: '被篡改', phone: '', email: '', remark: '' },
      withoutCsrf: true,
      headers: { origin: 'http://localhost' },
    });
    expect(noToken.status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await member.get('/api/user/balance')).status).toBe(200);
  });
});

describe('security: 11th failed login refused with the limit message', () => {
  it('refuses the 11th attempt within 15 minutes, even with the right password, and opens no session', async () => {
    const client = t.client();
    for (let i = 1; i <= 10; i++) {
      const { body } = await client.post('/api/user/login', {
        form: { account: 'sec_member', password: `guess-${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(body).toMatchObject({ code: 1, msg: '账号或密码错误' });
    }
    const before = await snapshot();
    const eleventh = await client.post('/api/user/login', { form: { account: 'sec_member', password: 'abc12345' } });
    expect(eleventh.status).toBe(200);
    expect(eleventh.body).toMatchObject({ code: 1, msg: loginLimitMessage(15) });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await snapshot()).toEqual(before);
    t.clock.advance(15 * 60 * 1000 + 1);
    await client.login('sec_member', 'abc12345');
  });
});

describe('security: avatar uploads', () => {
  const upload = (name: string, type: string, content: Buffer) => {
    const { payload, headers } = multipartFile(name, type, content);
    return member.post('/api/user/updateHeadImg', { json: payload, headers });
  };

  it('refuses an HTML or SVG file named .png, and a 3 MB file, changing nothing', async () => {
    await member.login('sec_member', 'abc12345');
    expect((await upload('ok.png', 'image/png', await solidImage('png'))).body.code).toBe(0);
    const before = await snapshot();
    const html = await upload('avatar.png', 'image/png', HTML_AS_PNG);
    expect(html.body.code).toBe(1);
    expect(html.body.msg).toMatch(/图片/);
    const svg = await upload('avatar.png', 'image/png', SVG_AS_PNG);
    expect(svg.body).toMatchObject({ code: 1, msg: '仅支持 JPG、PNG、WebP 或 GIF 图片' });
    const big = Buffer.concat([await solidImage('png'), randomBytes(3 * 1024 * 1024)]);
    const tooBig = await upload('big.png', 'image/png', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 413, msg: '头像图片不能超过 2 MB' });
    expect(await snapshot()).toEqual(before);
  });

  it('serves stored avatars as WebP with nosniff, never as the uploaded type', async () => {
    const info = await member.get<{ HeadImg: string }>('/api/user/balance');
    const served = await t.app.inject({ method: 'GET', url: info.body.data.HeadImg });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
