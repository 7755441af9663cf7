import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { HTML_AS_PNG, multipartFile, noisyPng, SVG_AS_PNG, solidImage } from './test-uploads';

let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
  member = t.client();
  await member.login('demo', 'demo12345');
});
afterAll(() => t.close());

function upload(client: TestClient, filename: string, type: string, content: Buffer) {
  const { payload, headers } = multipartFile(filename, type, content);
  return client.post<{ HeadImg: string }>('/api/user/updateHeadImg', { json: payload, headers });
}

describe('updateInfo', () => {
  it('saves name, phone and default remark from a form post; a new email waits for its confirmation link', async () => {
    const { body } = await member.post('/api/user/updateInfo', {
      form: { name: ' 小明 ', phone: '+86 138-0013-8000', email: 'ming@example.cn', remark: '请仔细验货' },
    });
    expect(body).toMatchObject({
      code: 0,
      data: {
        CustomerName: '小明',
        phone: '+86 138-0013-8000',
        email: null,
        emailVerified: false,
        pendingEmail: 'ming@example.cn',
        defaultRemark: '请仔细验货',
      },
    });
    expect(body.msg).toContain('验证邮件已发送至 ming@example.cn');
    const cleared = await member.post('/api/user/updateInfo', { form: { name: '小明', phone: '', email: '', remark: '' } });
    expect(cleared.body.data).toMatchObject({ phone: null, email: null, pendingEmail: null, defaultRemark: null });
  });

  it('refuses bad values with a Chinese message and changes nothing', async () => {
    for (const [form, msg] of [
      [{ name: '', phone: '', email: '', remark: '' }, '请输入昵称'],
      [{ name: '小明', phone: 'abc', email: '', remark: '' }, '请输入正确的联系电话'],
      [{ name: '小明', phone: '', email: 'not-mail', remark: '' }, '请输入正确的邮箱地址'],
      [{ name: '小明', phone: '', email: '', remark: '长'.repeat(501) }, '默认备注不能超过 500 个字'],
    ] as const) {
      const { body } = await member.post('/api/user/updateInfo', { form: { ...form, name: form.name || '' } });
      expect(body).toMatchObject({ code: 1, msg });
    }
    const info = await member.get<{ CustomerName: string }>('/api/user/balance');
    expect(info.body.data.CustomerName).toBe('小明');
  });
});

describe('updateHeadImg', () => {
  it('re-encodes a PNG to a square 256 px WebP at a new versioned URL, served with nosniff', async () => {
    const first = await upload(member, 'me.png', 'image/png', await solidImage('png'));
    expect(first.body.code, first.body.msg).toBe(0);
    const url = first.body.data.HeadImg;
    expect(url).toMatch(/^\/api\/user\/avatar\/[A-Za-z0-9_-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(member, 'me.jpg', 'image/jpeg', await solidImage('jpeg', 300, 900));
    expect(second.body.code).toBe(0);
    expect(second.body.data.HeadImg).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const info = await member.get<{ HeadImg: string }>('/api/user/balance');
    expect(info.body.data.HeadImg).toBe(second.body.data.HeadImg);
    const rows = await t.database.db.selectFrom('avatars').select('key').execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts WebP and GIF, judged by content whatever the name says', async () => {
    expect((await upload(member, 'a.webp', 'image/webp', await solidImage('webp'))).body.code).toBe(0);
    expect((await upload(member, 'a.txt', 'text/plain', await solidImage('gif'))).body.code).toBe(0);
  });

  it('accepts a file just under 2 MB', async () => {
    const big = await noisyPng(780);
    expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    const { body } = await upload(member, 'big.png', 'image/png', big);
    expect(body.code, body.msg).toBe(0);
  });

  it('refuses what is not an image, with a Chinese message', async () => {
    const before = (await member.get<{ HeadImg: string }>('/api/user/balance')).body.data.HeadImg;
    expect((await upload(member, 'x.png', 'image/png', SVG_AS_PNG)).body).toMatchObject({
      code: 1,
      msg: '仅支持 JPG、PNG、WebP 或 GIF 图片',
    });
    expect((await upload(member, 'x.png', 'image/png', HTML_AS_PNG)).body.code).toBe(1);
    expect((await upload(member, 'x.png', 'image/png', Buffer.alloc(0))).body.msg).toBe('请选择头像图片');
    const notMultipart = await member.post('/api/user/updateHeadImg', { form: { file: 'x' } });
    expect(notMultipart.body.code).not.toBe(0);
    expect((await member.get<{ HeadImg: string }>('/api/user/balance')).body.data.HeadImg).toBe(before);
  });

  it('needs a session', async () => {
    const { status } = await upload(t.client(), 'me.png', 'image/png', await solidImage('png'));
    expect(status).toBe(401);
  });
});

describe('message settings', () => {
  it('starts with every event on and saves a form of 0/1 flags; missing fields keep their value', async () => {
    const start = await member.get('/api/sys/GetMsgSet');
    expect(start.body.data).toEqual({
      orderStatus: true,
      orderMessage: true,
      auctionEnding: true,
      outbid: true,
      topUp: true,
      savedSearch: true,
    });
    const edited = await member.post('/api/sys/EditMsgSet', { form: { outbid: 0, topUp: 'false' } });
    expect(edited.body).toMatchObject({ code: 0, data: { outbid: false, topUp: false, orderStatus: true } });
    await member.post('/api/sys/EditMsgSet', { form: { outbid: 1 } });
    const now = await member.get('/api/sys/GetMsgSet');
    expect(now.body.data).toEqual({
      orderStatus: true,
      orderMessage: true,
      auctionEnding: true,
      outbid: true,
      topUp: false,
      savedSearch: true,
    });
  });

  it('rejects a bad flag with 400 and needs a session', async () => {
    expect((await member.post('/api/sys/EditMsgSet', { form: { outbid: 'maybe' } })).status).toBe(400);
    expect((await t.client().get('/api/sys/GetMsgSet')).status).toBe(401);
  });
});
