import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../test/fake-smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { queueMail } from '../modules/mail/mail-queue';
import { findMail } from '../modules/mail/mail-repository';
import { runMailPruning } from './mail-pruning';

const DAY = 24 * 60 * 60_000;
let smtp: FakeSmtpServer;
let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await createTestApp({ demoAccounts: true, env: { SMTP_URL: smtp.url, MAIL_FROM: '代购 <no-reply@daigou.test>' } });
  staff = t.client();
  await staff.login('admin', 'admin12345');
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const mail = (to: string, extra: { userId?: number; kind?: string; unsubscribeToken?: string } = {}) => ({
  userId: extra.userId ?? null,
  kind: extra.kind ?? 'email_confirm',
  to,
  subject: `测试邮件 ${to}`,
  text: '正文',
  html: '<p>正文</p>',
  unsubscribeToken: extra.unsubscribeToken ?? null,
});

interface Outbox {
  retention: { deliveredDays: number; tokenDays: number };
  list: Array<{ id: number; state: string; lastError: string | null }>;
}

/** Time passes; staff log in again (their session would have ended). */
async function later(ms: number) {
  t.clock.advance(ms);
  await staff.login('admin', 'admin12345');
}

const tokensOf = async (userId: number) =>
  (await t.app.db.selectFrom('account_tokens').select('id').where('user_id', '=', userId).execute()).length;

describe('mail pruning (decision 050)', () => {
  it('deletes delivered mails after the retention, keeps failed ones with their error, and expired tokens after theirs', async () => {
    const member = t.client();
    const registered = await member.post('/api/user/register', {
      form: { account: 'pruned', password: 'prune-pass1', confirm: 'prune-pass1', name: '小剪', email: 'pruned@example.com' },
    });
    expect(registered.body.code, registered.body.msg).toBe(0);
    const userId = (await t.app.db.selectFrom('users').select('id').where('account', '=', 'pruned').executeTakeFirstOrThrow()).id;
    expect(await tokensOf(userId)).toBe(1); // the confirmation link, 24 hours

    const sent = await queueMail(
      t.app.db,
      mail('kept@example.com', { userId, kind: 'outbid', unsubscribeToken: 'u'.repeat(32) }),
      t.clock.now(),
    );
    smtp.replies.push({ kind: 'accept' }, { kind: 'accept' }, { kind: 'refuse', code: 550, message: 'No such user here' });
    await t.app.mail.deliver(); // the confirmation and the notice are sent
    const failed = await queueMail(t.app.db, mail('nobody@example.com'), t.clock.now());
    await t.app.mail.deliver();
    expect((await findMail(t.app.db, sent))?.state).toBe('sent');
    expect((await findMail(t.app.db, failed))?.state).toBe('failed');

    const outbox = await staff.get<Outbox>('/api/admin/mail/outbox');
    expect(outbox.body.data.retention).toEqual({ deliveredDays: 90, tokenDays: 7 });

    // The link expired a day after; seven days later it is still kept, then it goes.
    await later(DAY + 7 * DAY - 60_000);
    expect(await runMailPruning(t.app.db, t.clock.now())).toEqual({ mails: 0, tokens: 0 });
    await later(2 * 60_000);
    expect(await runMailPruning(t.app.db, t.clock.now())).toEqual({ mails: 0, tokens: 1 });
    expect(await tokensOf(userId)).toBe(0);

    // 90 days after delivery the mail still is, and its unsubscribe link still works.
    await later(90 * DAY - 8 * DAY - 2 * 60_000);
    expect(await runMailPruning(t.app.db, t.clock.now())).toEqual({ mails: 0, tokens: 0 });
    const stillWorks = await t.client().post('/api/mail/unsubscribe', { query: { t: 'u'.repeat(32) } });
    expect(stillWorks.body.code).toBe(0);
    await later(2 * 60_000);
    expect(await runMailPruning(t.app.db, t.clock.now())).toEqual({ mails: 2, tokens: 0 });
    expect(await findMail(t.app.db, sent)).toBeUndefined();
    const gone = await t.client().post('/api/mail/unsubscribe', { query: { t: 'u'.repeat(32) } });
    expect(gone.body).toMatchObject({ code: 1, msg: '退订链接无效' });

    // The failed mail stays, with its error, for staff to judge.
    const left = await staff.get<Outbox>('/api/admin/mail/outbox', { query: { state: 'failed' } });
    expect(left.body.data.list.find((m) => m.id === failed)?.lastError).toContain('No such user here');
  });

  it('prunes in batches until nothing old is left, never a queued mail', async () => {
    const start = t.clock.now();
    const ids: number[] = [];
    for (let n = 0; n < 7; n++) ids.push(await queueMail(t.app.db, mail(`batch${n}@example.com`), start));
    await t.app.mail.deliver();
    const waiting = await queueMail(t.app.db, mail('waiting@example.com'), start + 365 * DAY);
    await later(91 * DAY);
    expect(await runMailPruning(t.app.db, t.clock.now(), 2)).toEqual({ mails: 7, tokens: 0 });
    for (const id of ids) expect(await findMail(t.app.db, id)).toBeUndefined();
    expect((await findMail(t.app.db, waiting))?.state).toBe('queued');
  });

  it('staff set the retention (audited); below 30 days or nonsense is refused and changes nothing', async () => {
    for (const bad of [
      { deliveredDays: 10, tokenDays: 7 },
      { deliveredDays: 'x', tokenDays: 7 },
      { deliveredDays: 90, tokenDays: 0 },
      {},
    ]) {
      const res = await staff.post('/api/admin/mail/retention', { json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const saved = await staff.post('/api/admin/mail/retention', { json: { deliveredDays: 30, tokenDays: 3 } });
    expect(saved.body).toMatchObject({ code: 0, data: { deliveredDays: 30, tokenDays: 3 } });
    const outbox = await staff.get<Outbox>('/api/admin/mail/outbox');
    expect(outbox.body.data.retention).toEqual({ deliveredDays: 30, tokenDays: 3 });
    const audit = await staff.get<{ list: Array<{ action: string }> }>('/api/admin/audit', {
      query: { action: 'settings.mail' },
    });
    expect(audit.body.data.list).toHaveLength(1);

    const member = t.client();
    expect((await member.post('/api/admin/mail/retention', { json: { deliveredDays: 30, tokenDays: 3 } })).status).toBe(401);
  });
});
