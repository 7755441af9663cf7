import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>代购</title>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html at / without long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('代购');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves assets written after start (a rebuild) with immutable caching', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-abc123.js'), 'console.log(1)');
    const response = await t.app.inject({ method: 'GET', url: '/assets/late-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed copy the build wrote when the browser accepts it, else the plain file', async () => {
    const source = 'console.log("压缩");'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), source);
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(source));
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    // No .gz copy: a gzip-only browser gets the plain file.
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it("lets index.html's inline script run, and only it: its sha256 joins the CSP's script-src, read again after a rebuild", async () => {
    const script = "(function(){document.title='预载'})()";
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>代购</title><script>${script}</script>`);
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    }
    // Another file keeps helmet's policy: no inline script anywhere else.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/late-abc123.js' });
    expect(String(asset.headers['content-security-policy'])).not.toContain('sha256');
    // A rebuild with another script: the new hash, not the old one.
    fs.utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>代购</title><script>void 0</script>');
    const rebuilt = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(rebuilt).not.toContain(hash);
    expect(rebuilt).toContain(`'sha256-${createHash('sha256').update('void 0').digest('base64')}'`);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>代购</title>');
  });

  it('sends a link shared without the hash to the same screen behind /#', async () => {
    for (const [url, location] of [
      ['/shop/product/x1234567', '/#/shop/product/x1234567'],
      ['/login', '/#/login'],
      ['/search?keyword=%E9%92%B1%E5%8C%85', '/#/search?keyword=%E9%92%B1%E5%8C%85'],
      ['/users/order?type=2', '/#/users/order?type=2'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(location);
    }
    // Never another site, whatever the path holds.
    const tricky = await t.app.inject({ method: 'GET', url: '/login//evil.example' });
    expect(String(tricky.headers.location).startsWith('/#/')).toBe(true);
  });

  it('still answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });
});
