import { describe, expect, it } from 'vitest';
import { appPath, searchTarget } from './routes';

describe('searchTarget', () => {
  it('never submits empty text', () => {
    expect(searchTarget('', 'official')).toBeNull();
    expect(searchTarget('   ', 'official')).toBeNull();
  });
  it('opens the product page for an item id', () => {
    expect(searchTarget('x1234567890', 'official')).toBe('/shop/product/x1234567890');
    expect(searchTarget(' 1234567 ', 'page')).toBe('/shop/product/1234567');
    expect(searchTarget('https://page.auctions.yahoo.co.jp/jp/auction/s1238539612', 'official')).toBe(
      '/shop/product/s1238539612',
    );
    expect(searchTarget(' https://auctions.yahoo.co.jp/jp/auction/1239234527?sc_i=sp ', 'page')).toBe('/shop/product/1239234527');
  });
  it('follows the searchPage setting', () => {
    expect(searchTarget('バッグ', 'official')).toBe(`/search?keyword=${encodeURIComponent('バッグ')}`);
    expect(searchTarget('钱包', 'byPage')).toBe(`/searchByPage?keyword=${encodeURIComponent('钱包')}`);
  });
});

describe('appPath', () => {
  it('reads in-app and external links', () => {
    expect(appPath('/#/users/')).toEqual({ internal: true, to: '/users/' });
    expect(appPath('#/guide?id=2')).toEqual({ internal: true, to: '/guide?id=2' });
    expect(appPath('/categories')).toEqual({ internal: true, to: '/categories' });
    expect(appPath('https://example.com/a')).toEqual({ internal: false, href: 'https://example.com/a' });
  });
});

describe('appPath with links stored before the link rule, or tampered with', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://plain.example',
    'https://exa mple.com',
  ])('does not follow %j', (url) => {
    expect(appPath(url)).toBeNull();
  });
});
