import { isHttpsLink, isSiteLink, itemIdFromText } from '@daigou/contract';

/**
 * Where a search for `text` goes (spec §2): item ids — and pasted Yahoo! Auctions item links — open the product
 * page; otherwise by searchPage.
 */
export function searchTarget(text: string, searchPage: string | undefined): string | null {
  const keyword = text.trim();
  if (!keyword) return null;
  const itemId = itemIdFromText(keyword);
  if (itemId) return `/shop/product/${itemId}`;
  const screen = searchPage === undefined || searchPage === 'official' ? '/search' : '/searchByPage';
  return `${screen}?keyword=${encodeURIComponent(keyword)}`;
}

/**
 * Links from operators' content: in-app paths ('/x', '/#/x', and the older '#/x') or external `https://`
 * addresses. A stored link that breaks the contract's link rule (`//host`, `/\host`, `javascript:`, `http:`,
 * whitespace tricks) is not followed: null.
 */
export function appPath(url: string): { internal: true; to: string } | { internal: false; href: string } | null {
  if (isHttpsLink(url)) return { internal: false, href: url };
  if (!isSiteLink(url) && !(url.startsWith('#/') && isSiteLink(url.slice(1)))) return null;
  const to = url.replace(/^\/?#/, '');
  return { internal: true, to: to.startsWith('/') ? to : `/${to}` };
}
