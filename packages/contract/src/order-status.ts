/** Order status codes of product.md (the spec's order-type menu, plus 1). */
export const OrderStatus = {
  cancelled: 1,
  unpaid: 2,
  paid: 3,
  purchased: 4,
  shipped: 5,
  warehoused: 6,
  failed: 13,
  inspecting: 20,
  problem: 21,
} as const;

export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_LABELS: Record<OrderStatusCode, string> = {
  1: '已取消',
  2: '待付款',
  3: '已付款',
  4: '已购买',
  5: '已发货',
  6: '已入库',
  13: '交易失败',
  20: '验货中',
  21: '问题订单',
};

/**
 * The order-type menu of spec §2, in its order: all, 2, 3, 4, 5, 20, 21, 6, 13 — plus `parcel` after 已入库
 * (decision 058): an item in an international parcel keeps status 6 (decision 030) but is filed under 国际发货,
 * and 已入库 lists only the items still waiting at the warehouse for a shipment request.
 */
export const ORDER_TYPES = ['all', '2', '3', '4', '5', '20', '21', '6', 'parcel', '13'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  all: '全部订单',
  '2': '待付款',
  '3': '已付款',
  '4': '已购买',
  '5': '已发货',
  '20': '验货订单',
  '21': '问题订单',
  '6': '已入库',
  parcel: '国际发货',
  '13': '交易失败',
};

/**
 * The allowed moves of product.md; anything else is refused. 21 returns to where it came from, or to 6 when
 * it came from a rejected inspection (20) and the item is kept (decision 030).
 */
export const ORDER_TRANSITIONS: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  1: [],
  2: [3, 1],
  3: [1, 4, 13, 21],
  4: [5, 21],
  5: [20, 6, 21],
  20: [6, 21],
  21: [3, 4, 5, 20, 13, 6],
  6: [],
  13: [],
};

export function canMoveOrder(from: OrderStatusCode, to: OrderStatusCode): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}
