/**
 * The name a bidder shows under on the local simulator's bid history (decision 085): a stable made-up
 * account name per bidding identity, masked the way Yahoo! Auctions masks bidders — its first and last
 * character kept, the rest stars (`k***4`). The identity itself (`order:123`) is never shown.
 */
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';
const CHARS = `${LETTERS}23456789`;

export function maskedBidderName(bidderRef: string): string {
  // FNV-1a: the same identity always reads the same; different ones rarely collide.
  let hash = 0x811c9dc5;
  for (let i = 0; i < bidderRef.length; i++) {
    hash ^= bidderRef.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const first = LETTERS[hash % LETTERS.length];
  const last = CHARS[Math.floor(hash / LETTERS.length) % CHARS.length];
  return `${first}***${last}`;
}
