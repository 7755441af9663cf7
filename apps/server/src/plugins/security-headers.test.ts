import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { computeSecurityHeaders, securityHeaderOptions } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends the API set on JSON answers and errors: no framing, nosniff, HSTS, CORP, and nothing only documents use', async () => {
    for (const url of ['/api/sys/config', '/api/no/such/call']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      for (const documentOnly of ['x-xss-protection', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options'])
        expect(response.headers[documentOnly]).toBeUndefined();
    }
  });

  it('sends helmet’s full set on documents, also on an HTML page under /api', async () => {
    for (const url of ['/static/default-avatar.svg', '/api/mail/unsubscribe?t=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).not.toContain('application/json');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(response.headers['origin-agent-cluster']).toBe('?1');
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
