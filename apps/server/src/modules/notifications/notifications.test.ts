import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer, type ReceivedMail } from '../../../test/fake-smtp-server';
import { insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { findOrder } from '../orders/order-repository';
import { markOutbid } from '../orders/order-settlement';
import { PHOTO_ROUND_MS } from '../orders/staff-inspection-service';
import { multipartFile, solidImage } from '../users/test-uploads';

const PUBLIC = 'https://shop.example';
let smtp: FakeSmtpServer;
let t: TestApp;
let member: TestClient;
let userId: number;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: '代购 <no-reply@shop.example>', PUBLIC_URL: PUBLIC } });
  member = t.client();
  await member.post('/api/user/register', {
    form: { account: 'bidder', password: 'bid-pass1', confirm: 'bid-pass1', name: '小竞', email: 'bidder@example.com' },
  });
  await t.app.mail.deliver();
  const token = smtp.received[0]?.parsed.text?.match(/token=([A-Za-z0-9_-]{43})/)?.[1];
  expect((await t.client().post('/api/user/confirmEmail', { form: { token: token ?? '' } })).body.code).toBe(0);
  userId = (await t.app.db.selectFrom('users').select('id').where('account', '=', 'bidder').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** Outbids a fresh paid bid order of the member; answers the mails that arrived for it. */
async function outbid(): Promise<ReceivedMail[]> {
  const orderId = await insertTestOrder(t.app.db, userId, { status: 3, maxBid: 3000, now: t.clock.now() });
  await t.app.db.updateTable('orders').set({ bid_state: 'placed' }).where('id', '=', orderId).execute();
  const order = await findOrder(t.app.db, orderId);
  if (!order) throw new Error('no order');
  const since = smtp.received.length;
  expect(await markOutbid(t.app.db, order, 3500, t.clock.now())).toBe(true);
  await t.app.mail.deliver();
  return smtp.received.slice(since);
}

describe('notifications by mail', () => {
  it('an outbid notice comes by site message always, and by mail while the member keeps it on', async () => {
    const before = await member.get<{ kinds: Array<{ kind: string; mail: boolean }> }>('/api/user/notifyMail');
    expect(before.body.data.kinds.find((k) => k.kind === 'outbid')?.mail).toBe(true); // on by default (decision 061)
    expect((await member.post('/api/user/notifyMail', { form: { kind: 'outbid', mail: 0 } })).body.code).toBe(0);
    expect(await outbid()).toHaveLength(0);

    const chosen = await member.post('/api/user/notifyMail', { form: { kind: 'outbid', mail: 1 } });
    expect(chosen.body.code).toBe(0);
    const [mail] = await outbid();
    expect(mail?.parsed.subject).toMatch(/^【代购】订单 DG\d{8}-[2-9A-HJ-NP-Z]{6}：出价已被超过$/);
    expect(mail?.parsed.text).toContain('小竞，您好');
    // Never the Japanese title (issue 26 §6): this order has no Chinese title yet, so it is named by its number.
    expect(mail?.parsed.text).not.toMatch(/[\u3041-\u3096\u30a1-\u30fa]/);
    expect(mail?.parsed.text).toContain('3,500 日元'); // the shared money format
    expect(mail?.parsed.text).toMatch(new RegExp(`${PUBLIC.replace(/\./g, '\\.')}/#/order/\\d+`));
    // One-click unsubscribe: in the body and as List-Unsubscribe (+ List-Unsubscribe-Post) headers.
    expect(mail?.raw).toMatch(/List-Unsubscribe:\s*<https:\/\/shop\.example\/api\/mail\/unsubscribe\?t=/);
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const messages = await member.get<{ list: Array<{ title: string }> }>('/api/order/msgList', {
      query: { page: 1, limit: 50 },
    });
    expect(messages.body.data.list.filter((m) => m.title.includes('出价已被超过'))).toHaveLength(2);

    // The header's URL, posted as a mail program does (no session, no CSRF token): that kind stops.
    const header = String(mail?.raw.match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1]);
    const url = new URL(header);
    expect(url.origin).toBe(PUBLIC);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { kind: 'outbid' } });
    expect(await outbid()).toHaveLength(0);
    const after = await member.get<{ kinds: Array<{ kind: string; mail: boolean }> }>('/api/user/notifyMail');
    expect(after.body.data.kinds.find((k) => k.kind === 'outbid')?.mail).toBe(false);
  });

  it('the List-Unsubscribe URL opened in a browser: a Chinese page that asks and changes nothing; its button unsubscribes', async () => {
    await member.post('/api/user/notifyMail', { form: { kind: 'outbid', mail: 1 } });
    const [mail] = await outbid();
    const header = new URL(String(mail?.raw.match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1]));
    const browser = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    };
    const outbidMail = async () =>
      (await member.get<{ kinds: Array<{ kind: string; mail: boolean }> }>('/api/user/notifyMail')).body.data.kinds.find(
        (k) => k.kind === 'outbid',
      )?.mail;

    // A browser (or a scanner, twice, or a HEAD) opens the link: a page that asks; nothing changes.
    const open = () => t.app.inject({ method: 'GET', url: `${header.pathname}${header.search}`, headers: browser });
    const page = await open();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('退订<span class="kind">「出价被超过」</span>邮件');
    expect(page.body).toContain('<button type="submit">确认退订</button>');
    expect(page.body).not.toContain('<script');
    await open();
    await t.app.inject({ method: 'HEAD', url: `${header.pathname}${header.search}`, headers: browser });
    expect(await outbidMail()).toBe(true);

    // The button: a plain form post from that page, with no session and no CSRF token.
    const action = page.body.match(/<form method="post" action="([^"]+)">/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(action).toMatch(/^\/mail\/unsubscribe\?t=[A-Za-z0-9_-]{22,64}$/);
    const done = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { ...browser, origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.body).toContain('已退订<span class="kind">「出价被超过」</span>邮件');
    expect(await outbidMail()).toBe(false);
    expect(await outbid()).toHaveLength(0);

    // Opened again: it says so, without a button.
    const again = await open();
    expect(again.body).toContain('您已退订<span class="kind">「出价被超过」</span>邮件');
    expect(again.body).not.toContain('<form');

    // A cut-off or unknown link: a page saying so (not a JSON error), and nothing changes.
    for (const url of ['/api/mail/unsubscribe', '/api/mail/unsubscribe?t=abc', `/api/mail/unsubscribe?t=${'A'.repeat(43)}`]) {
      const invalid = await t.app.inject({ method: 'GET', url, headers: browser });
      expect(invalid.statusCode, url).toBe(404);
      expect(invalid.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(invalid.body).toContain('<h1>退订链接无效</h1>');
    }
    const unknownPost = await t.app.inject({ method: 'POST', url: `/mail/unsubscribe?t=${'A'.repeat(43)}`, headers: browser });
    expect(unknownPost.statusCode).toBe(404);
    expect(unknownPost.body).toContain('<h1>退订链接无效</h1>');
  });

  it('inspection photos: one notice per round of uploads, by mail only when chosen, with a link to the order', async () => {
    const { client: staff } = await memberClient(t, 'photo_staff', 'operator');
    const orderId = await insertTestOrder(t.app.db, userId, { status: 20, inspection: 1, now: t.clock.now() });
    const upload = async () => {
      const { payload, headers } = multipartFile('photo.png', 'image/png', await solidImage('png', 300, 200));
      const res = await staff.post(`/api/admin/order/photo?orderId=${orderId}`, { json: payload, headers });
      expect(res.body.code, res.body.msg).toBe(0);
    };
    const notices = async () => {
      const list = await member.get<{ list: Array<{ title: string; content: string; orderId: number | null }> }>(
        '/api/order/msgList',
        { query: { page: 1, limit: 50 } },
      );
      return list.body.data.list.filter((m) => m.orderId === orderId && m.title.includes('验货照片已上传'));
    };
    /** Time passes with both people active (sessions end after 30 idle minutes). */
    const pass = async (ms: number) => {
      for (let left = ms; left > 0; left -= 10 * 60_000) {
        t.clock.advance(Math.min(left, 10 * 60_000));
        expect((await member.get('/api/user/notifyMail')).status).toBe(200);
        expect((await staff.get('/api/admin/mail/outbox')).status).toBe(200);
      }
    };
    const delivered = async () => {
      const since = smtp.received.length;
      await t.app.mail.deliver();
      return smtp.received.slice(since);
    };

    // Not chosen: the site message only; three files of one batch are one notice.
    const settings = await member.get<{ kinds: Array<{ kind: string; label: string; mail: boolean }> }>('/api/user/notifyMail');
    expect(settings.body.data.kinds.find((k) => k.kind === 'inspection_photos')).toEqual({
      kind: 'inspection_photos',
      label: '验货照片已上传',
      mail: false,
    });
    await upload();
    await pass(60_000);
    await upload();
    await upload();
    expect(await delivered()).toHaveLength(0);
    const first = await notices();
    expect(first).toHaveLength(1);
    expect(first[0]?.content).toContain('请查看并确认验货结果');

    // Chosen: the next round (after a quiet half hour) comes by mail too, once.
    expect((await member.post('/api/user/notifyMail', { form: { kind: 'inspection_photos', mail: 1 } })).body.code).toBe(0);
    await pass(PHOTO_ROUND_MS - 60_000);
    await upload(); // still within the round of the last photo: nothing new
    expect(await delivered()).toHaveLength(0);
    await pass(PHOTO_ROUND_MS + 1);
    await upload();
    await upload();
    const mails = await delivered();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.parsed.subject).toBe(`【代购】订单 ${(await findOrder(t.database.db, orderId))?.order_no}：验货照片已上传`);
    expect(mails[0]?.parsed.text).not.toMatch(/[\u3041-\u3096\u30a1-\u30fa]/);
    expect(mails[0]?.parsed.text).toContain(`${PUBLIC}/#/order/${orderId}`);
    expect(mails[0]?.raw).toMatch(/List-Unsubscribe:\s*<https:\/\/shop\.example\/api\/mail\/unsubscribe\?t=/);
    expect(await notices()).toHaveLength(2);
  });

  it('an unconfirmed address gets no notification mail', async () => {
    await member.post('/api/user/notifyMail', { form: { kind: 'outbid', mail: 1 } });
    await t.app.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', userId).execute();
    expect(await outbid()).toHaveLength(0);
    await t.app.db.updateTable('users').set({ email_verified_at: t.clock.now() }).where('id', '=', userId).execute();
    expect(await outbid()).toHaveLength(1);
  });

  it('refuses a bad kind or flag and an unknown unsubscribe token, changing nothing', async () => {
    expect((await member.post('/api/user/notifyMail', { form: { kind: 'nothing', mail: 1 } })).status).toBe(400);
    expect((await member.post('/api/user/notifyMail', { form: { kind: 'won', mail: 2 } })).status).toBe(400);
    const unknown = await t.client().post('/api/mail/unsubscribe', { query: { t: 'A'.repeat(32) } });
    expect(unknown.body).toMatchObject({ code: 1, msg: '退订链接无效' });
    expect((await t.client().get('/api/user/notifyMail')).status).toBe(401);
  });
});
