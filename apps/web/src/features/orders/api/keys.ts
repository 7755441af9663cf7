import type { OrderType } from '@daigou/contract';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (type: OrderType, page: number, limit: number) => [...orderKeys.lists(), { type, page, limit }] as const,
  details: () => [...orderKeys.all, 'info'] as const,
  detail: (orderId: number) => [...orderKeys.details(), orderId] as const,
  photos: (orderId: number) => [...orderKeys.all, 'photos', orderId] as const,
};
