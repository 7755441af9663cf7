import { ORDER_TYPES, type OrderType } from '@daigou/contract';

const isOrderType = (v: string | null): v is OrderType => v !== null && (ORDER_TYPES as readonly string[]).includes(v);

/** /users/order?type=&page=: the order type (spec §2; anything else is 'all') and the page (from 1). */
export function orderListPageOf(params: URLSearchParams): { type: OrderType; page: number } {
  const raw = params.get('type');
  return { type: isOrderType(raw) ? raw : 'all', page: Math.max(1, Number(params.get('page')) || 1) };
}
