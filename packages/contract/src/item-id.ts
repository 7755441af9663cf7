/** Yahoo! Auctions item id: optional one lowercase letter, then 7 to 10 digits (spec §5). */
export const ITEM_ID_PATTERN = /^[a-z]?\d{7,10}$/;

export function isItemId(text: string): boolean {
  return ITEM_ID_PATTERN.test(text);
}

/** Hosts whose links name a Yahoo! Auctions item: its own pages, desktop or phone. */
const AUCTION_HOST = /^([a-z0-9-]+\.)*auctions\.yahoo\.co\.jp$/;

/**
 * The item a member pasted: a bare id, or a Yahoo! Auctions item link in any of its forms — the desktop page
 * (`https://page.auctions.yahoo.co.jp/jp/auction/x123…`), the phone and app links
 * (`https://auctions.yahoo.co.jp/jp/auction/…`, `…/sp/auction/…`), with or without `https://`, query or
 * fragment, and pages that name the item by `aID=` (questions, watch links). Null when it names none.
 */
export function itemIdFromText(text: string): string | null {
  const value = text.trim();
  if (ITEM_ID_PATTERN.test(value)) return value;
  if (value.length > 2000 || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !AUCTION_HOST.test(url.hostname.toLowerCase())) return null;
  const inPath = /\/auction\/([A-Za-z]?\d{7,10})(?:[/?#]|$)/.exec(url.pathname + (url.pathname.endsWith('/') ? '' : '/'));
  const candidate = (inPath?.[1] ?? url.searchParams.get('aID') ?? '').toLowerCase();
  return ITEM_ID_PATTERN.test(candidate) ? candidate : null;
}
