/**
 * Links operators set (home_url, banner jumpUrl, menu items) and the customer-service address. Kept free of
 * zod: the web's first load checks stored links with it before following them.
 */

export const SITE_LINK_MAX = 512;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/;

/** An absolute `https://` address with a host and no user name or password in it. */
export function isHttpsLink(url: string): boolean {
  if (url.length === 0 || url.length > SITE_LINK_MAX || UNSAFE_CHARACTERS.test(url)) return false;
  if (!/^https:\/\/[^/?#]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/**
 * A path of this site (`/…`, also `/#/…`) or an absolute `https://` address. A path starts with a single
 * `/`: `//host` and `/\host` lead browsers to another site, and browsers drop tabs and line breaks, so
 * whitespace, control characters and backslashes are refused anywhere in the link.
 */
export function isSiteLink(url: string): boolean {
  if (url.startsWith('/')) {
    return url.length <= SITE_LINK_MAX && !url.startsWith('//') && !UNSAFE_CHARACTERS.test(url);
  }
  return isHttpsLink(url);
}

/** The link when it is a safe site link, else `fallback` (a link stored before the rule, or tampered with). */
export function safeSiteLink<T extends string | null>(url: string | null | undefined, fallback: T): string | T {
  return url && isSiteLink(url) ? url : fallback;
}
