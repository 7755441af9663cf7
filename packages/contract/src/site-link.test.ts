import { describe, expect, it } from 'vitest';
import { isHttpsLink, isSiteLink, safeSiteLink } from './site-link';

describe('isSiteLink', () => {
  it.each([
    '/',
    '/#/',
    '/search?keyword=%E6%89%8B%E8%A1%A8',
    '/search?keyword=手表',
    '/guide?id=1',
    '/users/charge',
    'https://example.com',
    'https://example.com/x?y=1#z',
    'HTTPS://Example.com/x',
  ])('accepts %j', (url) => {
    expect(isSiteLink(url)).toBe(true);
  });

  it.each([
    '',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u0000',
    '/a\\b',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    'https://',
    'https:///evil.example',
    'https:\\\\evil.example',
    'https://user:pass@evil.example',
    'https://exa mple.com',
    'evil.example',
    '#/guide',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (url) => {
    expect(isSiteLink(url)).toBe(false);
  });
});

describe('isHttpsLink', () => {
  it('accepts https addresses only', () => {
    expect(isHttpsLink('https://work.weixin.qq.com/kfid/x')).toBe(true);
    expect(isHttpsLink('/')).toBe(false);
    expect(isHttpsLink('http://work.weixin.qq.com')).toBe(false);
  });
});

describe('safeSiteLink', () => {
  it('keeps a safe link and replaces a bad stored one with the fallback', () => {
    expect(safeSiteLink('/#/guide', '/#/')).toBe('/#/guide');
    expect(safeSiteLink('//evil.example', '/#/')).toBe('/#/');
    expect(safeSiteLink('javascript:alert(1)', null)).toBeNull();
    expect(safeSiteLink(undefined, '/#/')).toBe('/#/');
  });
});
