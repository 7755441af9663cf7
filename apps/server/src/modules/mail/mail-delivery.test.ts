import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../../test/fake-smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import type { TestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { findUserByAccount } from '../users/user-repository';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, MAIL_SENDING_STALE_MS } from './mail-delivery';
import { queueMail } from './mail-queue';
import { findMail } from './mail-repository';

const FROM = '代购 <no-reply@daigou.test>';

const mail = (n: number, to = `m${n}@example.com`) => ({
  userId: null,
  kind: 'email_confirm',
  to,
  subject: `测试邮件 ${n}`,
  text: `正文 ${n}：请打开 http://localhost/#/confirm-email?token=${'A'.repeat(43)}`,
  html: `<p>正文 ${n}</p>`,
});

interface Outbox {
  mode: string;
  list: Array<{
    id: number;
    account: string | null;
    to: string;
    subject: string;
    text: string;
    state: string;
    attempts: number;
    lastError: string | null;
  }>;
  total: number;
}

describe('mail delivery over SMTP (a real SMTP server on the loopback)', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  let staff: TestClient;

  beforeAll(async () => {
    smtp = await new FakeSmtpServer().start();
    t = await createTestApp({ demoAccounts: true, env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    staff = t.client();
    await staff.login('admin', 'admin12345');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const outbox = async (query: Record<string, string> = {}) => {
    const res = await staff.get<Outbox>('/api/admin/mail/outbox', { query });
    expect(res.body.code).toBe(0);
    return res.body.data;
  };

  it('sends a queued mail once: STARTTLS, login, sender, recipient, subject, both bodies', async () => {
    const id = await queueMail(t.app.db, mail(1), t.clock.now());
    expect(smtp.received).toHaveLength(0); // queuing sends nothing by itself
    expect(await t.app.mail.deliver()).toMatchObject({ delivered: 1, failed: 0, retrying: 0 });
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got).toMatchObject({ from: 'no-reply@daigou.test', to: ['m1@example.com'], secure: true, user: 'mailer' });
    expect(got.parsed.subject).toBe('测试邮件 1');
    expect(got.parsed.from?.text).toContain('代购');
    expect(got.parsed.text).toContain('正文 1');
    expect(got.parsed.html).toContain('<p>正文 1</p>');

    await t.app.mail.deliver();
    expect(smtp.received).toHaveLength(1); // never twice
    const row = await findMail(t.app.db, id);
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp', attempts: 1 });
    expect(row?.message_id).toMatch(/@/);
    // Sent over SMTP: the link that acts for the member is not kept where staff read.
    expect(row?.text_body).not.toContain('A'.repeat(43));
    const shown = (await outbox()).list.find((m) => m.id === id);
    expect(shown).toMatchObject({ state: 'sent', to: 'm1@example.com', subject: '测试邮件 1' });
    expect(shown?.text).toContain('token=…');
  });

  it("shows a member's mail with the account and finds it by a part of the account in any case", async () => {
    const member = await findUserByAccount(t.app.db, 'demo');
    const id = await queueMail(t.app.db, { ...mail(9, 'nine@example.com'), userId: member?.id ?? null }, t.clock.now());
    const found = await outbox({ to: 'EM' });
    expect(found.list.map((m) => m.id)).toEqual([id]);
    expect(found.list[0]).toMatchObject({ account: 'demo', to: 'nine@example.com' });
    expect((await outbox()).list.find((m) => m.to === 'm1@example.com')?.account).toBeNull();
    expect((await outbox({ to: 'nobody' })).total).toBe(0);
    expect(await t.app.mail.deliver()).toMatchObject({ delivered: 1 }); // the next test starts with an empty queue
  });

  it('retries a refusing server with growing waits, shows the failure to staff, and delivers once it accepts', async () => {
    smtp.replies.push(
      { kind: 'refuse', code: 451, message: 'Mailbox busy' },
      { kind: 'refuse', code: 451, message: 'Still busy' },
    );
    const id = await queueMail(t.app.db, mail(2), t.clock.now());
    expect(await t.app.mail.deliver()).toMatchObject({ delivered: 0, retrying: 1 });
    let shown = (await outbox({ to: 'm2@' })).list[0];
    expect(shown).toMatchObject({ id, state: 'queued', attempts: 1 });
    expect(shown?.lastError).toContain('Mailbox busy');

    // Not due yet: nothing is tried.
    expect(await t.app.mail.deliver()).toMatchObject({ delivered: 0, retrying: 0 });
    t.clock.advance(MAIL_RETRY_DELAYS_MS[0]);
    expect(await t.app.mail.deliver()).toMatchObject({ retrying: 1 });
    t.clock.advance(MAIL_RETRY_DELAYS_MS[1] - 1);
    expect(await t.app.mail.deliver()).toMatchObject({ retrying: 0, delivered: 0 });
    t.clock.advance(1);
    expect(await t.app.mail.deliver()).toMatchObject({ delivered: 1 });
    shown = (await outbox({ to: 'm2@' })).list[0];
    expect(shown).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(smtp.received.filter((m) => m.to[0] === 'm2@example.com')).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal; staff see why and may send it again', async () => {
    smtp.replies.push({ kind: 'refuse', code: 550, message: 'No such user here' });
    const id = await queueMail(t.app.db, mail(3), t.clock.now());
    expect(await t.app.mail.deliver()).toMatchObject({ failed: 1 });
    const shown = (await outbox({ state: 'failed' })).list.find((m) => m.id === id);
    expect(shown?.lastError).toContain('No such user here');
    expect(shown?.attempts).toBe(1);

    const retry = await staff.post('/api/admin/mail/retry', { form: { id } });
    expect(retry.body.code).toBe(0);
    const again = await staff.post('/api/admin/mail/retry', { form: { id } });
    expect(again.body.code).not.toBe(0); // only a failed mail goes back
    expect(await t.app.mail.deliver()).toMatchObject({ delivered: 1 });
    expect(smtp.received.filter((m) => m.to[0] === 'm3@example.com')).toHaveLength(1);
    const audit = await staff.get<{ list: Array<{ action: string; targetId: string }> }>('/api/admin/audit', {
      query: { action: 'mail.retry' },
    });
    expect(audit.body.data.list.map((a) => a.targetId)).toContain(String(id));
  });

  it('does not send again when the connection broke after the message went out (at most once)', async () => {
    smtp.replies.push({ kind: 'drop' });
    const id = await queueMail(t.app.db, mail(4), t.clock.now());
    expect(await t.app.mail.deliver()).toMatchObject({ failed: 1, retrying: 0 });
    const row = await findMail(t.app.db, id);
    expect(row?.state).toBe('failed');
    expect(row?.last_error).toContain('可能已送达');
    t.clock.advance(24 * 3600_000);
    await t.app.mail.deliver();
    expect((await findMail(t.app.db, id))?.attempts).toBe(1);
  });

  it('gives up a mail left "sending" by a stopped instance instead of sending it twice', async () => {
    const id = await queueMail(t.app.db, mail(5), t.clock.now());
    await t.app.db
      .updateTable('mail_queue')
      .set({ state: 'sending', claimed_by: 'gone:1:abc', claimed_at: t.clock.now(), attempts: 1 })
      .where('id', '=', id)
      .execute();
    await t.app.mail.deliver();
    expect((await findMail(t.app.db, id))?.state).toBe('sending'); // may still be on its way
    t.clock.advance(MAIL_SENDING_STALE_MS + 1);
    expect(await t.app.mail.deliver()).toMatchObject({ abandoned: 1 });
    expect(await findMail(t.app.db, id)).toMatchObject({ state: 'failed' });
    expect(smtp.received.filter((m) => m.to[0] === 'm5@example.com')).toHaveLength(0);
  });

  it('only staff read the outbox', async () => {
    const member = t.client();
    expect((await member.get('/api/admin/mail/outbox')).status).toBe(401);
    await member.login('demo', 'demo12345');
    expect((await member.get('/api/admin/mail/outbox')).status).toBe(403);
    expect((await member.post('/api/admin/mail/retry', { form: { id: 1 } })).status).toBe(403);
  });
});

describe('an unreachable SMTP server', () => {
  it('is tried MAIL_MAX_ATTEMPTS times, then the mail is marked failed with the reason', async () => {
    const smtp = await new FakeSmtpServer().start();
    const url = smtp.url;
    await smtp.stop(); // nothing listens on the port any more
    const t = await createTestApp({ env: { SMTP_URL: url, MAIL_FROM: FROM } });
    try {
      const id = await queueMail(t.app.db, mail(6), t.clock.now());
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        const report = await t.app.mail.deliver();
        expect(report).toMatchObject(attempt < MAIL_MAX_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
        t.clock.advance(3 * 3600_000);
      }
      const row = await findMail(t.app.db, id);
      expect(row).toMatchObject({ state: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });

  it('a wrong SMTP password is retried, never given up as delivered', async () => {
    const smtp = await new FakeSmtpServer('mailer', 'right').start();
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`, MAIL_FROM: FROM },
    });
    try {
      const id = await queueMail(t.app.db, mail(7), t.clock.now());
      expect(await t.app.mail.deliver()).toMatchObject({ retrying: 1 });
      expect((await findMail(t.app.db, id))?.last_error).toMatch(/535|Invalid/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});

describe('the embedded outbox (no SMTP_URL)', () => {
  it('keeps every mail for staff, whole, marked as stored', async () => {
    const t = await createTestApp({ demoAccounts: true });
    try {
      const staff = t.client();
      await staff.login('admin', 'admin12345');
      const id = await queueMail(t.app.db, mail(8), t.clock.now());
      let box = (await staff.get<Outbox>('/api/admin/mail/outbox')).body.data;
      expect(box.mode).toBe('outbox');
      expect(box.list[0]).toMatchObject({ id, state: 'queued' });
      expect(await t.app.mail.deliver()).toMatchObject({ delivered: 1 });
      box = (await staff.get<Outbox>('/api/admin/mail/outbox')).body.data;
      expect(box.list[0]).toMatchObject({ id, state: 'stored', to: 'm8@example.com', subject: '测试邮件 8' });
      expect(box.list[0]?.text).toContain('A'.repeat(43)); // the outbox is where it is delivered: whole
    } finally {
      await t.close();
    }
  });
});

describe('two instances', () => {
  it('deliver each mail exactly once between them', async () => {
    const smtp = await new FakeSmtpServer().start();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    // The second instance: its own app (and, on PostgreSQL, its own connection pool) on the same database.
    const url = process.env.DATABASE_URL;
    const second = url?.startsWith('postgres') ? createDatabase((t.database as TestDatabase).url, { poolSize: 5 }) : t.database;
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JOBS: '0',
        WEB_DIST: '/nonexistent',
        SMTP_URL: smtp.url,
        MAIL_FROM: FROM,
      }),
      database: second,
      clock: t.clock,
      logger: false,
    });
    try {
      const count = 30;
      for (let n = 0; n < count; n++) await queueMail(t.app.db, mail(100 + n), t.clock.now());
      const reports = await Promise.all([t.app.mail.deliver(), other.mail.deliver(), t.app.mail.deliver(), other.mail.deliver()]);
      expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(count);
      const recipients = smtp.received.map((m) => m.to[0]);
      expect(recipients).toHaveLength(count);
      expect(new Set(recipients).size).toBe(count);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
      await t.close();
      await smtp.stop();
    }
  });
});
