import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { computeSecurityHeaders, securityHeaderOptions } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends helmet headers on API answers and errors', async () => {
    for (const url of ['/api/sys/config', '/api/no/such/call']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('pictures of the real marketplace', () => {
  it('are allowed from Yahoo’s image hosts in Yahoo mode only', () => {
    const local = computeSecurityHeaders(securityHeaderOptions('local'))['content-security-policy'];
    const yahoo = computeSecurityHeaders(securityHeaderOptions('yahoo'))['content-security-policy'];
    expect(local).toContain("img-src 'self' data: blob:;");
    expect(yahoo).toContain("img-src 'self' data: blob: https://*.yimg.jp;");
    expect(yahoo.replace(' https://*.yimg.jp', '')).toBe(local);
  });
});
