import { bidIncrement, minimumBid } from '@daigou/contract';

/**
 * Yahoo! Auctions proxy bidding (product.md): every bidder states a maximum; the highest maximum
 * leads at the second-highest maximum plus one increment, never above its own maximum. On equal
 * maxima the earlier bid leads. A bid reaching the buy-it-now price wins at once at that price.
 */
export interface AuctionState {
  startPrice: number;
  currentPrice: number;
  bids: number;
  buyNowPrice: number | null;
  /** The leading bidder when known; null with bids > 0 means a bidder of the generated history, whose maximum is the current price. */
  leaderRef: string | null;
  leaderMax: number | null;
}

export type BidOutcome =
  | { accepted: false; reason: 'too_low'; minimum: number }
  | {
      accepted: true;
      state: AuctionState;
      /** The bidder leads after the bid. */
      leading: boolean;
      /** The bid reached the buy-it-now price: the auction ends now, won by the bidder. */
      boughtOut: boolean;
    };

/** The lowest maximum a new bidder may state: the start price for the first bid, else current + one increment. */
export function lowestAcceptable(state: AuctionState): number {
  return state.bids === 0 && state.leaderRef === null ? state.startPrice : minimumBid(state.currentPrice);
}

export function applyBid(state: AuctionState, bidderRef: string, maxBid: number): BidOutcome {
  // The leader raising its own maximum: the price does not move.
  if (state.leaderRef !== null && state.leaderRef === bidderRef) {
    if (maxBid <= (state.leaderMax ?? 0)) return { accepted: false, reason: 'too_low', minimum: (state.leaderMax ?? 0) + 1 };
    const next = { ...state, leaderMax: maxBid };
    return finish(next, bidderRef, maxBid, true);
  }
  const minimum = lowestAcceptable(state);
  if (maxBid < minimum) return { accepted: false, reason: 'too_low', minimum };

  const bids = state.bids + 1;
  if (state.bids === 0 && state.leaderRef === null) {
    return finish(
      { ...state, bids, currentPrice: state.startPrice, leaderRef: bidderRef, leaderMax: maxBid },
      bidderRef,
      maxBid,
      true,
    );
  }
  // An unknown leader from the generated history holds exactly the current price.
  const leaderMax = state.leaderRef === null ? state.currentPrice : (state.leaderMax ?? state.currentPrice);
  if (maxBid > leaderMax) {
    const price = Math.min(maxBid, leaderMax + bidIncrement(leaderMax));
    return finish(
      { ...state, bids, currentPrice: Math.max(price, state.currentPrice), leaderRef: bidderRef, leaderMax: maxBid },
      bidderRef,
      maxBid,
      true,
    );
  }
  // The leader keeps the lead (equal maxima: the earlier bid wins) and the price rises to meet the bid.
  const price = Math.min(leaderMax, maxBid + bidIncrement(maxBid));
  return finish({ ...state, bids, currentPrice: Math.max(price, state.currentPrice) }, bidderRef, maxBid, false);
}

function finish(state: AuctionState, bidderRef: string, maxBid: number, leading: boolean): BidOutcome {
  if (state.buyNowPrice !== null && leading && maxBid >= state.buyNowPrice) {
    return {
      accepted: true,
      state: { ...state, currentPrice: state.buyNowPrice, leaderRef: bidderRef, leaderMax: maxBid },
      leading: true,
      boughtOut: true,
    };
  }
  return { accepted: true, state, leading, boughtOut: false };
}
