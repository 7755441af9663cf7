import { bidIncrement } from '@daigou/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AuctionState, applyBid } from './proxy-bidding';

const fresh = (over: Partial<AuctionState> = {}): AuctionState => ({
  startPrice: 1_000,
  currentPrice: 1_000,
  bids: 0,
  buyNowPrice: null,
  leaderRef: null,
  leaderMax: null,
  ...over,
});

function bid(state: AuctionState, ref: string, max: number): AuctionState {
  const outcome = applyBid(state, ref, max);
  if (!outcome.accepted) throw new Error(`refused ${ref} ${max}`);
  return outcome.state;
}

describe('proxy bidding', () => {
  it('opens at the start price for the first bidder', () => {
    const s = bid(fresh(), 'a', 5_000);
    expect(s).toMatchObject({ currentPrice: 1_000, bids: 1, leaderRef: 'a', leaderMax: 5_000 });
  });

  it('the highest maximum wins at the second-highest plus one increment', () => {
    let s = bid(fresh(), 'a', 5_000);
    s = bid(s, 'b', 8_000);
    expect(s).toMatchObject({ currentPrice: 5_250, leaderRef: 'b' });
    s = bid(s, 'c', 6_000);
    expect(s).toMatchObject({ currentPrice: 6_250, leaderRef: 'b' });
  });

  it('never goes above the winner’s own maximum', () => {
    let s = bid(fresh(), 'a', 5_000);
    s = bid(s, 'b', 5_050);
    expect(s).toMatchObject({ currentPrice: 5_050, leaderRef: 'b' });
  });

  it('keeps the earlier bidder ahead on equal maxima', () => {
    let s = bid(fresh(), 'a', 5_000);
    s = bid(s, 'b', 5_000);
    expect(s).toMatchObject({ currentPrice: 5_000, leaderRef: 'a' });
  });

  it('refuses a maximum below the current price plus one increment', () => {
    const s = bid(bid(fresh(), 'a', 5_000), 'b', 3_000);
    expect(applyBid(s, 'c', s.currentPrice + bidIncrement(s.currentPrice) - 1)).toMatchObject({
      accepted: false,
      reason: 'too_low',
    });
    expect(applyBid(fresh(), 'c', 999)).toMatchObject({ accepted: false });
  });

  it('lets the leader raise its maximum without moving the price', () => {
    let s = bid(bid(fresh(), 'a', 5_000), 'b', 3_000);
    const price = s.currentPrice;
    s = bid(s, 'a', 9_000);
    expect(s).toMatchObject({ currentPrice: price, leaderMax: 9_000, leaderRef: 'a' });
  });

  it('treats the generated history as a bidder holding the current price', () => {
    const s = bid(fresh({ currentPrice: 12_000, bids: 7 }), 'a', 20_000);
    expect(s).toMatchObject({ currentPrice: 12_500, leaderRef: 'a', bids: 8 });
  });

  it('ends the auction when a bid reaches the buy-it-now price', () => {
    const outcome = applyBid(fresh({ buyNowPrice: 4_000 }), 'a', 4_000);
    expect(outcome).toMatchObject({ accepted: true, boughtOut: true, state: { currentPrice: 4_000, leaderRef: 'a' } });
  });

  it('matches a reference model of the rules for any sequence of bids', () => {
    const bids = fc.array(fc.record({ who: fc.constantFrom('a', 'b', 'c', 'd'), max: fc.integer({ min: 1, max: 120_000 }) }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(bids, (sequence) => {
        let state = fresh({ startPrice: 500, currentPrice: 500 });
        const maxima = new Map<string, { max: number; order: number }>();
        let order = 0;
        // A leader raising its own maximum does not move the price: the cap is its maximum at the last competing bid.
        let capAtCompetition = 0;
        for (const { who, max } of sequence) {
          const wasLeader = state.leaderRef === who;
          const outcome = applyBid(state, who, max);
          if (!outcome.accepted) continue;
          state = outcome.state;
          const previous = maxima.get(who);
          // A leader raising its maximum keeps its place in time; any other bid is a new one.
          maxima.set(who, { max, order: wasLeader && previous ? previous.order : order++ });
          if (!wasLeader) capAtCompetition = state.leaderMax ?? 0;
        }
        if (maxima.size === 0) return state.currentPrice === 500 && state.leaderRef === null;
        const ranked = [...maxima.entries()].sort((x, y) => y[1].max - x[1].max || x[1].order - y[1].order);
        const [leader, second] = ranked;
        expect(state.leaderRef).toBe(leader[0]);
        expect(state.currentPrice).toBeLessThanOrEqual(leader[1].max);
        const expected = second ? Math.min(capAtCompetition, second[1].max + bidIncrement(second[1].max)) : 500;
        expect(state.currentPrice).toBe(Math.max(expected, 500));
      }),
      { numRuns: 500 },
    );
  });
});
