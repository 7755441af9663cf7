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

export type OrderStatusName = keyof typeof OrderStatus;

export const ORDER_STATUS_LABELS: Record<OrderStatusCode, string> = {
  [OrderStatus.cancelled]: '已取消',
  [OrderStatus.unpaid]: '待付款',
  [OrderStatus.paid]: '已付款',
  [OrderStatus.purchased]: '已购买',
  [OrderStatus.shipped]: '已发货',
  [OrderStatus.warehoused]: '已入库',
  [OrderStatus.failed]: '交易失败',
  [OrderStatus.inspecting]: '验货中',
  [OrderStatus.problem]: '问题订单',
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
