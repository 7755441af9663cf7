import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskAddress, scrubUrl } from './log-redaction';
import { RequestLogController } from './request-log';

/** A Fastify app with the server's logger options, writing to a stream the test reads (pino's real output). */
async function withLog(run: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream), logController: new RequestLogController(), trustProxy: true });
  await run(app);
  await app.close();
  return {
    text,
    lines: text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  };
}

describe('log redaction', () => {
  it('a failed request: its line keeps the path, hides token values and cuts the address to its network', async () => {
    const { text, lines } = await withLog(async (app) => {
      app.post('/api/mail/unsubscribe', async () => {
        throw new Error('boom');
      });
      await app.inject({
        method: 'POST',
        url: '/api/mail/unsubscribe?t=Zr4sTokenValue0123456789abcdefABCDEF0123456&kind=outbid',
        headers: { 'x-forwarded-for': '198.51.100.23', cookie: 'sid=SessionCookieValue' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/mail/unsubscribe?token=abc',
        headers: { 'x-forwarded-for': '2001:db8:85a3:1:2::7' },
      });
    });
    const failed = lines.filter((l) => l.msg === 'request failed');
    expect(failed.map((l) => l.req)).toEqual([
      {
        method: 'POST',
        url: '/api/mail/unsubscribe?t=[redacted]&kind=outbid',
        host: 'localhost:80',
        remoteAddress: '198.51.100.0/24',
      },
      {
        method: 'POST',
        url: '/api/mail/unsubscribe?token=[redacted]',
        host: 'localhost:80',
        remoteAddress: '2001:db8:85a3::/48',
      },
    ]);
    expect(lines.find((l) => l.err)?.err).toMatchObject({ type: 'Error', message: 'boom' });
    for (const secret of ['Zr4sTokenValue', '198.51.100.23', '2001:db8:85a3:1:2::7', 'SessionCookieValue'])
      expect(text).not.toContain(secret);
  });

  it('secrets and personal data anywhere in a logged object, and in errors, are replaced', async () => {
    const { text, lines } = await withLog(async (app) => {
      await app.ready();
      app.log.warn(
        {
          headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=xyz', 'set-cookie': ['sid=xyz2'] },
          body: { account: 'lihua', password: 'hunter2hunter2', email: 'li.hua@example.com', mobile: '13912345678' },
          address: { recipient: '李华', street: '人民路 1 号', idNumber: '11010519491231002X', district: '东城区' },
          details: { scene_info: { payer_client_ip: '203.0.113.77' } },
          deep: [{ a: { b: { c: { Authorization: 'WECHATPAY2-SHA256-RSA2048 deep', 'Wechatpay-Signature': 'DeepSig' } } } }],
          key: '203.0.113.78',
          url: '/api/auth/reset?token=resetTokenValue&x=1',
        },
        'something to look at',
      );
      const dbError = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
        code: '23505',
        detail: 'Key (lower(email))=(li.hua@example.com) already exists.',
      });
      app.log.error({ err: dbError }, 'insert failed');
      app.log.error(
        { err: new Error('refused for 13912345678 / 11010519491231002X: signature="AbCdSig=="') },
        'provider said no',
      );
    });
    for (const secret of [
      'Bearer abc',
      'sid=xyz',
      'hunter2',
      'li.hua@example.com',
      '13912345678',
      '李华',
      '人民路',
      '11010519491231002X',
      '203.0.113.77',
      '203.0.113.78',
      'resetTokenValue',
      'AbCdSig',
      'WECHATPAY2',
      'DeepSig',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      msg: 'something to look at',
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]' },
      body: { account: 'lihua', password: '[redacted]', email: '[redacted]', mobile: '[redacted]' },
      address: { recipient: '[redacted]', street: '[redacted]', idNumber: '[redacted]', district: '东城区' },
      details: { scene_info: { payer_client_ip: '203.0.113.0/24' } },
      deep: [{ a: { b: { c: { Authorization: '[redacted]', 'Wechatpay-Signature': '[redacted]' } } } }],
      key: '203.0.113.0/24',
      url: '/api/auth/reset?token=[redacted]&x=1',
    });
    expect(lines[1].err).toMatchObject({
      type: 'Error',
      code: '23505',
      message: 'duplicate key value violates unique constraint "users_email"',
      detail: 'Key (lower(email))=([email]) already exists.',
    });
    expect(lines[2].err.message).toBe('refused for [mobile] / [id-number]: signature="[redacted]"');
  });

  it('cuts addresses to their network', () => {
    expect(maskAddress('10.1.2.3')).toBe('10.1.2.0/24');
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.2.0/24');
    expect(maskAddress('2001:0db8:0000:0042::1')).toBe('2001:db8:0::/48');
    expect(maskAddress('::1')).toBe('0:0:0::/48');
    expect(maskAddress('not an address')).toBe('[redacted]');
    expect(scrubUrl('/gateway.do?method=alipay.trade.query&sign=abc%2Bdef&app_id=2021')).toBe(
      '/gateway.do?method=alipay.trade.query&sign=[redacted]&app_id=2021',
    );
  });
});
