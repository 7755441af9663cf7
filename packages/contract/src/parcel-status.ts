/**
 * International parcel statuses (issue 14, decision 030). Zod-free: the web's first-load code may import it.
 * The allowed moves are the server's parcel machine (`modules/parcels/parcel-machine.ts`, decision 084).
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

export type ParcelStatusName = keyof typeof ParcelStatus;

export const PARCEL_STATUS_LABELS: Record<ParcelStatusCode, string> = {
  [ParcelStatus.cancelled]: '已取消',
  [ParcelStatus.requested]: '待打包',
  [ParcelStatus.packed]: '待付款',
  [ParcelStatus.paid]: '待发货',
  [ParcelStatus.shipped]: '已发货',
  [ParcelStatus.received]: '已签收',
  [ParcelStatus.closed]: '已关闭',
  [ParcelStatus.problem]: '问题包裹',
};

/** Tabs of the member's parcel list, in order. */
export const PARCEL_TYPES = ['all', '2', '3', '4', '5', '6', '21', '13', '1'] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];

/** The packing queue (requested parcels): where the console's parcel desk opens. */
export const PARCEL_QUEUE_TYPE = `${ParcelStatus.requested}` as const satisfies ParcelType;

/** Statuses in which a parcel has been paid for: the ledger holds its fees (less what was refunded). */
export const PARCEL_PAID_STATUSES: readonly ParcelStatusCode[] = [
  ParcelStatus.paid,
  ParcelStatus.shipped,
  ParcelStatus.received,
  ParcelStatus.closed,
  ParcelStatus.problem,
];
