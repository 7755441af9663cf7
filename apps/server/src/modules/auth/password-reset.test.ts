import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer, type ReceivedMail } from '../../../test/fake-smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { PASSWORD_RESET_MS } from './password-reset-service';

const PUBLIC = 'https://shop.example';
let smtp: FakeSmtpServer;
let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await createTestApp({
    demoAccounts: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: '代购 <no-reply@shop.example>', PUBLIC_URL: PUBLIC, TRUST_PROXY: '1' },
  });
  staff = t.client();
  await staff.login('admin', 'admin12345');
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** Delivers what is queued and answers the mails that arrived for `to` since `since`. */
async function mailsTo(to: string, since = 0): Promise<ReceivedMail[]> {
  await t.app.mail.deliver();
  return smtp.received.slice(since).filter((m) => m.to.some((r) => r.toLowerCase() === to.toLowerCase()));
}

const tokenIn = (mail: ReceivedMail | undefined, route: 'reset' | 'confirm-email') => {
  const match = mail?.parsed.text?.match(new RegExp(`${PUBLIC.replace(/\./g, '\\.')}/#/${route}\\?token=([A-Za-z0-9_-]{43})`));
  if (!match) throw new Error(`no ${route} link in ${mail?.parsed.text}`);
  return match[1] as string;
};

let nextAddress = 1;
/** A client from an address of its own (the per-address limits are tested on purpose below). */
function client(): TestClient {
  const c = t.client();
  const address = `203.0.113.${nextAddress++}`;
  const call = c.call.bind(c);
  c.call = (method, url, options = {}) =>
    call(method, url, { ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
  return c;
}

/** Registers a member with an email and confirms it through the link that arrives. */
async function memberWithEmail(account: string, email: string) {
  const member = client();
  const since = smtp.received.length;
  const reg = await member.post('/api/user/register', {
    form: { account, password: 'old-pass1', confirm: 'old-pass1', name: `会员${account}`, email },
  });
  expect(reg.body.code, reg.body.msg).toBe(0);
  expect(reg.body.data).toMatchObject({ email: null, emailVerified: false, pendingEmail: email });
  const [confirmation] = await mailsTo(email, since);
  expect(confirmation?.parsed.subject).toBe('【代购】请验证您的邮箱');
  const confirmed = await client().post('/api/user/confirmEmail', { form: { token: tokenIn(confirmation, 'confirm-email') } });
  expect(confirmed.body).toMatchObject({ code: 0, data: { email } });
  const info = await member.get('/api/user/balance');
  expect(info.body.data).toMatchObject({ email, emailVerified: true, pendingEmail: null });
  return member;
}

describe('password reset by mail', () => {
  it('request → mail → link → new password: other sessions end, the link works once, it is recorded', async () => {
    const phone = await memberWithEmail('resetme', 'ResetMe@Example.com');
    const laptop = client();
    await laptop.login('resetme', 'old-pass1');

    const since = smtp.received.length;
    const forgot = await client().post('/api/auth/forgot', { form: { account: 'resetme' } });
    expect(forgot.body).toMatchObject({ code: 0, msg: FORGOT_PASSWORD_ANSWER });
    const [mail] = await mailsTo('ResetMe@Example.com', since);
    expect(mail?.parsed.subject).toBe('【代购】重置密码');
    expect(mail?.parsed.text).toContain('会员resetme，您好');
    expect(mail?.parsed.text).toContain('30 分钟内');
    const token = tokenIn(mail, 'reset');

    const browser = client();
    const reset = await browser.post('/api/auth/reset', { form: { token, password: 'new-pass2', confirm: 'new-pass2' } });
    expect(reset.body).toMatchObject({ code: 0, data: { account: 'resetme' } });
    // Every other session of the account has ended.
    expect((await phone.get('/api/user/balance')).status).toBe(401);
    expect((await laptop.get('/api/user/balance')).status).toBe(401);
    // The new password logs in; the old one does not.
    expect((await client().post('/api/user/login', { form: { account: 'resetme', password: 'old-pass1' } })).body.code).toBe(1);
    const fresh = client();
    await fresh.login('resetme', 'new-pass2');
    // Used once: the same link is refused, and changes nothing.
    const again = await client().post('/api/auth/reset', { form: { token, password: 'third-pass3', confirm: 'third-pass3' } });
    expect(again.body).toMatchObject({ code: 1, msg: RESET_LINK_INVALID });
    await client().login('resetme', 'new-pass2');

    // Recorded: a site message that cannot be turned off, a notice by mail, and the account's record for staff.
    const messages = await fresh.get<{ list: Array<{ title: string }> }>('/api/order/msgList', { query: { page: 1, limit: 20 } });
    expect(messages.body.data.list.map((m) => m.title)).toContain('密码已重置');
    const [notice] = await mailsTo('ResetMe@Example.com', since + 1);
    expect(notice?.parsed.subject).toBe('【代购】您的密码已重置');
    const userId = await idOf('resetme');
    const account = await staff.get<{ events: Array<{ kind: string; address: string | null }> }>('/api/admin/members/info', {
      query: { userId },
    });
    expect(account.body.data.events[0]).toMatchObject({ kind: 'password_reset' });
    expect(account.body.data.events[0]?.address).toMatch(/^203\.0\.113\./);
  });

  it('a link is refused after 30 minutes (the clock is injectable)', async () => {
    await memberWithEmail('lateone', 'late@example.com');
    const since = smtp.received.length;
    await client().post('/api/auth/forgot', { form: { account: 'late@EXAMPLE.com' } }); // by email, any case
    const token = tokenIn((await mailsTo('late@example.com', since))[0], 'reset');
    t.clock.advance(PASSWORD_RESET_MS);
    const late = await client().post('/api/auth/reset', { form: { token, password: 'new-pass2', confirm: 'new-pass2' } });
    expect(late.body).toMatchObject({ code: 1, msg: RESET_LINK_INVALID });
    await client().login('lateone', 'old-pass1');
  });

  it('answers the same for an unknown account or one without a confirmed email, and sends nothing', async () => {
    const member = client();
    await member.post('/api/user/register', {
      form: { account: 'noemail', password: 'old-pass1', confirm: 'old-pass1', name: '无邮箱', email: 'unconfirmed@example.com' },
    });
    await t.app.mail.deliver();
    const since = smtp.received.length;
    const queuedBefore = await queued();
    for (const account of ['nobody-here', 'nobody@example.com', 'noemail', 'unconfirmed@example.com']) {
      const res = await client().post('/api/auth/forgot', { form: { account } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 0, msg: FORGOT_PASSWORD_ANSWER, data: null });
    }
    expect(await queued()).toBe(queuedBefore);
    await t.app.mail.deliver();
    expect(smtp.received.length).toBe(since);
  });

  it('two requests with one link at the same moment: one new password', async () => {
    await memberWithEmail('racer', 'racer@example.com');
    const since = smtp.received.length;
    await client().post('/api/auth/forgot', { form: { account: 'racer' } });
    const token = tokenIn((await mailsTo('racer@example.com', since))[0], 'reset');
    const results = await Promise.all(
      ['first-pass1', 'second-pass2'].map((password) =>
        client().post('/api/auth/reset', { form: { token, password, confirm: password } }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    for (const [form, msg] of [
      [{ token: 'short', password: 'new-pass2', confirm: 'new-pass2' }, '链接不完整或无效，请从邮件中重新打开'],
      [{ token: 'A'.repeat(43), password: 'short', confirm: 'short' }, '密码至少 8 位，且须同时包含字母和数字'],
      [{ token: 'A'.repeat(43), password: 'new-pass2', confirm: 'new-pass3' }, '两次输入的密码不一致'],
      [{ token: 'A'.repeat(43), password: 'new-pass2', confirm: 'new-pass2' }, RESET_LINK_INVALID],
    ] as const) {
      expect((await client().post('/api/auth/reset', { form })).body).toMatchObject({ code: 1, msg });
    }
    expect((await client().post('/api/auth/forgot', { form: { account: ' ' } })).status).toBe(400);
  });

  it('is limited per account (3 mails per 15 minutes, silently) and per address (10 requests, then 429)', async () => {
    await memberWithEmail('floody', 'floody@example.com');
    const since = smtp.received.length;
    for (let i = 0; i < 5; i++) {
      const res = await client().post('/api/auth/forgot', { form: { account: 'floody' } });
      expect(res.body.msg).toBe(FORGOT_PASSWORD_ANSWER);
    }
    expect(await mailsTo('floody@example.com', since)).toHaveLength(3);

    const one = client();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await one.post('/api/auth/forgot', { form: { account: `x${i}` } })).status);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('email on the account', () => {
  it('a new address gets a confirmation link and nothing else; the confirmed one stays in use until then', async () => {
    const member = await memberWithEmail('mover', 'old@example.com');
    const since = smtp.received.length;
    const changed = await member.post('/api/user/updateInfo', {
      form: { name: '搬家', phone: '', email: 'new@example.com', remark: '' },
    });
    expect(changed.body.data).toMatchObject({ email: 'old@example.com', emailVerified: true, pendingEmail: 'new@example.com' });
    // Saving again does not send another link; asking does.
    await member.post('/api/user/updateInfo', { form: { name: '搬家', phone: '', email: 'new@example.com', remark: '' } });
    expect(await mailsTo('new@example.com', since)).toHaveLength(1);

    // A reset meanwhile goes to the confirmed address only.
    await client().post('/api/auth/forgot', { form: { account: 'mover' } });
    await t.app.mail.deliver();
    expect(smtp.received.slice(since).filter((m) => m.to.includes('old@example.com'))).toHaveLength(1);
    expect(smtp.received.slice(since).filter((m) => m.to.includes('new@example.com'))).toHaveLength(1);

    const resent = await member.post<{ email: string }>('/api/user/sendEmailConfirm');
    expect(resent.body).toMatchObject({ code: 0, data: { email: 'new@example.com' } });
    const links = await mailsTo('new@example.com', since);
    expect(links).toHaveLength(2);
    const confirmed = await client().post('/api/user/confirmEmail', { form: { token: tokenIn(links[1], 'confirm-email') } });
    expect(confirmed.body.code).toBe(0);
    // The older link no longer works.
    const stale = await client().post('/api/user/confirmEmail', { form: { token: tokenIn(links[0], 'confirm-email') } });
    expect(stale.body.code).toBe(1);
    expect((await member.get('/api/user/balance')).body.data).toMatchObject({ email: 'new@example.com', emailVerified: true });
  });

  it('an address confirmed by one account cannot be confirmed by another', async () => {
    await memberWithEmail('owner', 'shared@example.com');
    const other = client();
    const since = smtp.received.length;
    await other.post('/api/user/register', {
      form: { account: 'copycat', password: 'old-pass1', confirm: 'old-pass1', name: '抄', email: 'SHARED@example.com' },
    });
    const [link] = await mailsTo('SHARED@example.com', since);
    const res = await client().post('/api/user/confirmEmail', { form: { token: tokenIn(link, 'confirm-email') } });
    expect(res.body).toMatchObject({ code: 1, msg: '该邮箱已被其他账号验证使用，请换一个邮箱' });
    expect((await other.get('/api/user/balance')).body.data).toMatchObject({ email: null, emailVerified: false });
  });
});

describe('staff send a reset link from the member page', () => {
  it('to the confirmed email, audited; staff never see the link', async () => {
    await memberWithEmail('helpme', 'helpme@example.com');
    const userId = await idOf('helpme');
    const since = smtp.received.length;
    const sent = await staff.post('/api/admin/members/reset-link', { form: { userId } });
    expect(sent.body).toMatchObject({ code: 0, data: { to: 'helpme@example.com' } });
    expect(JSON.stringify(sent.body)).not.toMatch(/token/);
    const [mail] = await mailsTo('helpme@example.com', since);
    expect(mail?.parsed.text).toContain('客服应您的请求');
    const token = tokenIn(mail, 'reset');
    // The outbox hides the link once SMTP delivers.
    const box = await staff.get<{ list: Array<{ text: string; kind: string }> }>('/api/admin/mail/outbox', {
      query: { to: 'helpme' },
    });
    const shown = box.body.data.list.find((m) => m.kind === 'password_reset');
    expect(shown?.text).not.toContain(token);
    expect(shown?.text).toContain('token=…');
    const audit = await staff.get<{ list: Array<{ targetId: string }> }>('/api/admin/audit', {
      query: { action: 'member.resetLink' },
    });
    expect(audit.body.data.list.map((a) => a.targetId)).toContain(String(userId));
  });

  it('refuses a member without a confirmed email; members cannot call it', async () => {
    const userId = await idOf('noemail');
    const res = await staff.post('/api/admin/members/reset-link', { form: { userId } });
    expect(res.body).toMatchObject({ code: 1, msg: '该会员没有已验证的邮箱，无法发送重置链接' });
    const member = client();
    await member.login('demo', 'demo12345');
    expect((await member.post('/api/admin/members/reset-link', { form: { userId } })).status).toBe(403);
    expect((await member.get('/api/admin/members/info', { query: { userId } })).status).toBe(403);
  });
});

async function idOf(account: string): Promise<number> {
  const row = await t.app.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

async function queued(): Promise<number> {
  const row = await t.app.db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
