import { z } from 'zod';
import { idSchema, multiLineText } from './input-rules';
import type { RequestInput } from './request-input';

/**
 * Staff bidding (decision 035): with the real marketplace there is no bidding API, so every paid order is a
 * task in the operator console's queue. Staff place the member's maximum on Yahoo! Auctions by hand and
 * record what happened; settlement follows the order rules.
 */

/** Where a task stands: to bid (or, for buy-it-now orders, to buy), bid placed, outbid. */
export const bidTaskStateSchema = z.enum(['to_bid', 'to_buy', 'placed', 'outbid']);
export type BidTaskState = z.infer<typeof bidTaskStateSchema>;
export const BID_TASK_STATE_LABELS: Record<BidTaskState, string> = {
  to_bid: '待出价',
  to_buy: '待购买',
  placed: '已出价',
  outbid: '被超价',
};

export const bidTaskSchema = z.object({
  orderId: z.number().int(),
  itemId: z.string(),
  kind: z.enum(['bid', 'buyout']),
  title: z.string(),
  titleZh: z.string(),
  image: z.string().nullable(),
  userId: z.number().int(),
  account: z.string(),
  state: bidTaskStateSchema,
  /** The member's maximum (bid orders); null for buy-it-now orders. */
  maxBid: z.number().int().nullable(),
  buyNowPrice: z.number().int().nullable(),
  /** The upstream price as last read (at order time, on refresh, or as staff recorded it). */
  currentPrice: z.number().int(),
  /** When the upstream page was last read for this task; null when not since the order. */
  checkedAt: z.number().int().nullable(),
  /** What the upstream page said then (OPEN, CLOSED, CANCELLED); null when not read since the order. */
  upstreamStatus: z.string().nullable(),
  endTime: z.number().int(),
  snipeMinutes: z.number().int().nullable(),
  /** When staff should act: the end less the member's snipe minutes, or at once (the time it was paid). */
  actBy: z.number().int(),
  /** What staff placed on Yahoo! Auctions, once recorded. */
  bidAmount: z.number().int().nullable(),
  bidPlacedAt: z.number().int().nullable(),
  /** The item's page on Yahoo! Auctions. */
  itemUrl: z.string(),
  /** The order's money sequence as read: recording an outcome is refused when the order changed since. */
  moneySeq: z.number().int(),
});
export type BidTask = z.infer<typeof bidTaskSchema>;

export const bidTaskQuerySchema = z.object({
  state: bidTaskStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BidTaskQueryInput = RequestInput<typeof bidTaskQuerySchema>;

export const bidTaskListSchema = z.object({
  /** `automatic`: the local simulator bids by itself and there are no tasks. */
  bidding: z.enum(['automatic', 'staff']),
  list: z.array(bidTaskSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: z.record(bidTaskStateSchema, z.number().int()),
  /** Tasks whose time to act has come (actBy ≤ now) and that are not placed yet. */
  due: z.number().int(),
});
export type BidTaskList = z.infer<typeof bidTaskListSchema>;

const yen = (empty: string) =>
  z.coerce.number({ error: empty }).int('金额须为整数日元').min(1, empty).max(1_000_000_000, '金额过大');
const guard = { orderId: idSchema, moneySeq: z.coerce.number().int().min(0).max(1_000_000_000) };

export const bidTaskPlacedBodySchema = z.object({ ...guard, amount: yen('请填写出价金额') });
export type BidTaskPlacedInput = RequestInput<typeof bidTaskPlacedBodySchema>;
export const bidTaskOutbidBodySchema = z.object({ ...guard, currentPrice: yen('请填写当前价') });
export type BidTaskOutbidInput = RequestInput<typeof bidTaskOutbidBodySchema>;
export const bidTaskWonBodySchema = z.object({ ...guard, finalPrice: yen('请填写成交价') });
export type BidTaskWonInput = RequestInput<typeof bidTaskWonBodySchema>;
export const bidTaskLostBodySchema = z.object({
  ...guard,
  reason: multiLineText(200, { tooLong: '原因不超过 200 字' }).default(''),
});
export type BidTaskLostInput = RequestInput<typeof bidTaskLostBodySchema>;
export const bidTaskRefreshBodySchema = z.object({ orderId: idSchema });
export type BidTaskRefreshInput = RequestInput<typeof bidTaskRefreshBodySchema>;

/** What a won or lost record did: the order's new status (4, 21 when the price is above what it holds, or 13) and the refund. */
export const bidTaskOutcomeSchema = z.object({ orderId: z.number().int(), status: z.number().int(), refunded: z.number().int() });
export type BidTaskOutcome = z.infer<typeof bidTaskOutcomeSchema>;
