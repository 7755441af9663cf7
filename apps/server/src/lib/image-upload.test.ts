import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AVATAR_TOO_LARGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, memberClient } from '../../test/kits/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { multipartFile, solidImage } from '../modules/users/test-uploads';

/**
 * Uploads over the limit are refused and nothing is stored, however the body is sent: also chunked (no
 * Content-Length), where @fastify/multipart cuts the file at the limit and would hand on its first bytes.
 * Real HTTP against a listening server, not inject.
 */
const MB = 1024 * 1024;
let t: TestApp;
let port: number;
let operator: TestClient;
let member: TestClient;
let orderId: number;
let image: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  operator = (await memberClient(t, 'upload_desk', 'operator')).client;
  const m = await memberClient(t, 'upload_member');
  member = m.client;
  orderId = await insertTestOrder(t.database.db, m.userId, { status: 6, inspection: 1, now: t.clock.now() });
  // The clients' first GET fetches an XSRF-TOKEN bound to their session.
  await operator.get('/healthz');
  await member.get('/healthz');
  image = await solidImage('png');
});
afterAll(() => t.close());

/** Everything an upload could leave behind. */
async function stored() {
  const db = t.database.db;
  const count = async (table: 'stored_images' | 'avatars' | 'inspection_photos' | 'audit_log') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    images: await count('stored_images'),
    avatars: await count('avatars'),
    photos: await count('inspection_photos'),
    audit: await count('audit_log'),
    headImgs: await db.selectFrom('users').select(['id', 'head_img']).orderBy('id').execute(),
  };
}

/** A valid image followed by random bytes up to `totalBytes`: the first `limit` bytes decode as the image. */
function paddedImage(totalBytes: number): Buffer {
  return Buffer.concat([image, randomBytes(totalBytes - image.length)]);
}

/** POSTs one file as multipart/form-data with Transfer-Encoding: chunked, in the chunks given. */
function postChunked(client: TestClient, path: string, content: Buffer, chunkAt: number[]) {
  const boundary = `----daigou${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const cuts = [0, ...chunkAt.filter((c) => c > 0 && c < content.length), content.length];
  const chunks = [head, ...cuts.slice(1).map((end, i) => content.subarray(cuts[i], end)), tail];
  return new Promise<{ status: number; body: { code: number; msg: string } }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
          origin: `http://127.0.0.1:${port}`,
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (c) => {
          text += c;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    (async () => {
      for (const chunk of chunks) {
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
        // Let each chunk arrive on its own, as a slow client's would.
        await new Promise((r) => setImmediate(r));
      }
      request.end();
    })().catch(reject);
  });
}

const ROUTES = [
  { name: 'banner', path: '/api/admin/banners/upload', who: () => operator, limit: 5 * MB, msg: IMAGE_TOO_LARGE_MESSAGE },
  {
    name: 'inspection photo',
    path: () => `/api/admin/order/photo?orderId=${orderId}`,
    who: () => operator,
    limit: 5 * MB,
    msg: IMAGE_TOO_LARGE_MESSAGE,
  },
  { name: 'avatar', path: '/api/user/updateHeadImg', who: () => member, limit: 2 * MB, msg: AVATAR_TOO_LARGE_MESSAGE },
] as const;
const pathOf = (route: (typeof ROUTES)[number]) => (typeof route.path === 'string' ? route.path : route.path());

describe('security: uploads over the limit are refused, however sent, and nothing is stored', () => {
  for (const route of ROUTES) {
    it(`${route.name}: chunked 6, 8 and 20 MB bodies whose first bytes are a valid image answer 413 "${route.msg}"`, async () => {
      const before = await stored();
      for (const [total, chunks] of [
        // The limit falls exactly on a chunk boundary.
        [6 * MB, [route.limit]],
        // Chunks of 64 KB, as a browser or curl sends them.
        [8 * MB, Array.from({ length: 128 }, (_, i) => (i + 1) * 64 * 1024)],
        [20 * MB, [route.limit, route.limit + 1, 10 * MB]],
      ] as const) {
        const result = await postChunked(route.who(), pathOf(route), paddedImage(total), [...chunks]);
        expect(result.status, `${total / MB} MB`).toBe(413);
        expect(result.body).toMatchObject({ code: 413, msg: route.msg });
      }
      expect(await stored()).toEqual(before);
    });

    it(`${route.name}: one byte over the limit with a Content-Length answers the same 413`, async () => {
      const before = await stored();
      const { payload, headers } = multipartFile('a.png', 'image/png', paddedImage(route.limit + 1));
      const result = await route.who().post(pathOf(route), { json: payload, headers });
      expect(result.status).toBe(413);
      expect(result.body).toMatchObject({ code: 413, msg: route.msg });
      expect(await stored()).toEqual(before);
    });

    it(`${route.name}: an image sent chunked within the limit is stored`, async () => {
      const result = await postChunked(route.who(), pathOf(route), paddedImage(route.limit), [64 * 1024, route.limit - 1]);
      expect(result.status).toBe(200);
      expect(result.body.code, result.body.msg).toBe(0);
    });
  }

  it('a body that is not multipart, has no file or is cut off answers 400 and stores nothing', async () => {
    const before = await stored();
    const url = '/api/admin/banners/upload';
    const notMultipart = await operator.post(url, { form: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.msg).toBe('请以 multipart/form-data 上传图片');
    const boundary = '----daigoucut';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const noFile = await operator.post(url, { json: Buffer.from(`--${boundary}--\r\n`), headers });
    expect(noFile.status).toBe(400);
    expect(noFile.body.msg).toBe('请选择图片');
    const cut = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      image.subarray(0, 100),
    ]);
    const cutOff = await operator.post(url, { json: cut, headers });
    expect(cutOff.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
