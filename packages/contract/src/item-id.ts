/** Yahoo! Auctions item id: optional one lowercase letter, then 7 to 10 digits (spec §5). */
export const ITEM_ID_PATTERN = /^[a-z]?\d{7,10}$/;

export function isItemId(text: string): boolean {
  return ITEM_ID_PATTERN.test(text);
}
