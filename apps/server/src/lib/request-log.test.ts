import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log';

async function linesFor(level: string, slowMs: number, urls: string[]) {
  const lines: Array<{ level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController(slowMs) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.status(404).send({ code: 404 }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  for (const url of urls) await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes nothing for answered requests, one line for a failed one', async () => {
    const lines = await linesFor('info', 1_000, ['/ok', '/refused', '/ok', '/broken']);
    const failed = lines.filter((l) => l.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, req: { url: '/broken' }, res: { statusCode: 500 } });
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it('writes one line for a slow request', async () => {
    const lines = await linesFor('info', 0, ['/ok']);
    expect(lines).toMatchObject([{ level: 40, msg: 'slow request', req: { url: '/ok' }, res: { statusCode: 200 } }]);
  });

  it('writes one line per request at debug', async () => {
    const lines = await linesFor('debug', 1_000, ['/ok', '/refused']);
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.res?.statusCode)).toEqual([200, 404]);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });
});
