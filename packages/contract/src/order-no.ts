/**
 * Order numbers members can quote (decision 053): `DG`, the creation date in Beijing time (yyyymmdd), a dash
 * and six characters from an alphabet without look-alikes (no 0/O, 1/I): DG20261126-7KQ2MX. Not a sequence
 * number: it says nothing about how many orders the store takes. The numeric `orderId` stays the key of
 * every call and route.
 */
export const ORDER_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_NO_PATTERN = /^DG\d{8}-[2-9A-HJ-NP-Z]{6}$/;
/** Beijing time (UTC+8, no daylight saving): the date members live by. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The yyyymmdd part of an order number created at `now`. */
export function orderNoDate(now: number): string {
  return new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** An order number from its creation time and six random values (each taken modulo the alphabet's 32). */
export function orderNoOf(now: number, random: ArrayLike<number>): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_NO_ALPHABET[(random[i] ?? 0) % ORDER_NO_ALPHABET.length];
  return `DG${orderNoDate(now)}-${tail}`;
}

/** Text a member or operator typed, read as an order number (case and spaces forgiven), or null. */
export function parseOrderNo(text: string): string | null {
  const code = text.trim().toUpperCase().replace(/\s+/g, '');
  return ORDER_NO_PATTERN.test(code) ? code : null;
}
