/**
 * The only way the server reaches the auction marketplace (product.md, Marketplace). Two
 * implementations: the local simulator stored in the project's database (the embedded default) and
 * the upstream AuctionWebService client. Catalogue reads (search, categories, sellers) are added by the
 * catalogue module; the order side uses the item and bidding calls below.
 */

export type AuctionStatus = 'OPEN' | 'CLOSED' | 'CANCELLED';

/** What the order side needs to know about an item, as the marketplace reports it now. */
export interface MarketItem {
  itemId: string;
  title: string;
  image: string | null;
  sellerId: string;
  currentPrice: number;
  /** null when the item has no buy-it-now price. */
  buyNowPrice: number | null;
  bids: number;
  startTime: number;
  endTime: number;
  status: AuctionStatus;
  shippingPayer: 'seller' | 'buyer';
}

export interface PlaceBidInput {
  itemId: string;
  /** Who bids: Daigou's bidding account per order, e.g. `order:123`. */
  bidderRef: string;
  maxBid: number;
}

export type PlaceBidResult =
  | { accepted: true; currentPrice: number; leading: boolean }
  | { accepted: false; reason: 'not_open' | 'too_low' | 'not_found'; currentPrice: number | null };

export type BuyoutResult = { bought: true; price: number } | { bought: false; reason: 'not_open' | 'no_buy_now' | 'not_found' };

export type AuctionResult =
  | { ended: false; currentPrice: number; leading: boolean }
  | { ended: true; won: boolean; finalPrice: number | null };

export interface Marketplace {
  getItem(itemId: string): Promise<MarketItem | null>;
  /** Proxy bidding: the highest maximum wins at the second-highest maximum plus one increment. */
  placeBid(input: PlaceBidInput): Promise<PlaceBidResult>;
  buyout(input: { itemId: string; buyerRef: string }): Promise<BuyoutResult>;
  /** Where a bidder stands on an item: still running, or ended and won at a final price, or lost. */
  getAuctionResult(itemId: string, bidderRef: string): Promise<AuctionResult>;
}
