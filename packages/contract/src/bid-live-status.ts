/**
 * Where a running auction stands for a bid order (decision 051), read from the marketplace when the member
 * reads the order: `waiting` (the maximum is not placed yet and still bids), `leading`, `outbid` (another
 * maximum passed ours, or the current price already passed a maximum not yet placed), `ended` (the auction is
 * over; the result follows), `unavailable` (the marketplace could not be read just now: 状态暂不可用).
 * No zod here: the order queries' polling reads these from the first load, and zod stays out of it
 * (decision 056); the schema is in order.ts.
 */
export const BID_LIVE_STATES = ['waiting', 'leading', 'outbid', 'ended', 'unavailable'] as const;

export const BID_LIVE_LABELS: Record<LiveState, string> = {
  waiting: '等待出价',
  leading: '领先',
  outbid: '已被超越',
  ended: '拍卖已结束',
  unavailable: '状态暂不可用',
};

type LiveState = (typeof BID_LIVE_STATES)[number];

/** Whether the auction behind a live status still runs (screens poll while it does, decision 051). */
export const bidLiveRunning = (live: { state: LiveState } | null): boolean =>
  live !== null && (live.state === 'waiting' || live.state === 'leading' || live.state === 'outbid');
/** How often screens showing a running auction ask again (ms). */
export const BID_LIVE_POLL_MS = 15_000;
