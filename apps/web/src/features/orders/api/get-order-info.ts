import { BID_LIVE_POLL_MS, bidLiveRunning, type OrderInfo, OrderStatus, orderApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** While an order waits on the bidding engine its page looks again this often. */
export const ORDER_POLL_MS = 5_000;

/** GET /api/order/info: the order, its status timeline and its money movements. Asked again on each visit. */
export const getOrderInfo = (orderId: number): Promise<OrderInfo> => callRoute(orderApi.orderInfo, { orderId });

export const orderInfoQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrderInfo(orderId), staleTime: 0, retry: false });

/** The order; polled while it is paid and waiting for the auction (status 3), less often while an unpaid one's auction runs. */
export const useOrderInfo = (orderId: number) =>
  useQuery({
    ...orderInfoQueryOptions(orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      if (order?.status === OrderStatus.paid) return ORDER_POLL_MS;
      return order && bidLiveRunning(order.bidLive) ? BID_LIVE_POLL_MS : false;
    },
  });
