/**
 * International parcel statuses (issue 14, decision 030), one state machine like orders. Zod-free: the web's
 * first-load code may import it.
 */
export const ParcelStatus = {
  cancelled: 1,
  requested: 2,
  packed: 3,
  paid: 4,
  shipped: 5,
  received: 6,
  closed: 13,
  problem: 21,
} as const;

export type ParcelStatusCode = (typeof ParcelStatus)[keyof typeof ParcelStatus];

export const PARCEL_STATUS_LABELS: Record<ParcelStatusCode, string> = {
  1: '已取消',
  2: '待打包',
  3: '待付款',
  4: '待发货',
  5: '已发货',
  6: '已签收',
  13: '已关闭',
  21: '问题包裹',
};

/** Tabs of the member's parcel list, in order. */
export const PARCEL_TYPES = ['all', '2', '3', '4', '5', '6', '21', '13', '1'] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];

/**
 * The allowed moves: requested → packed (staff weigh) → paid (member) → shipped (staff, tracking) → received
 * (member, or automatically); cancel before payment; 21 from paid or shipped, back where it came from, or
 * closed with a refund. Anything else is refused and changes nothing.
 */
export const PARCEL_TRANSITIONS: Record<ParcelStatusCode, readonly ParcelStatusCode[]> = {
  1: [],
  2: [3, 1],
  3: [4, 1],
  4: [5, 21],
  5: [6, 21],
  6: [],
  13: [],
  21: [4, 5, 13],
};

export function canMoveParcel(from: ParcelStatusCode, to: ParcelStatusCode): boolean {
  return PARCEL_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Statuses in which a parcel has been paid for: the ledger holds its fees (less what was refunded). */
export const PARCEL_PAID_STATUSES: readonly ParcelStatusCode[] = [4, 5, 6, 13, 21];
