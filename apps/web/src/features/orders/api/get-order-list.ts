import { BID_LIVE_POLL_MS, bidLiveRunning, ORDER_PAGE_SIZE, type OrderList, type OrderType, orderApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /api/order/list: one order type's page with the counts of every tab. Asked again on each visit: the bidding engine moves orders. */
export const getOrderList = (type: OrderType, page: number, limit = ORDER_PAGE_SIZE): Promise<OrderList> =>
  callRoute(orderApi.orderList, { type, page, limit });

export const orderListQueryOptions = (type: OrderType, page: number, limit = ORDER_PAGE_SIZE) =>
  queryOptions({ queryKey: orderKeys.list(type, page, limit), queryFn: () => getOrderList(type, page, limit), staleTime: 0 });

/** The page; asked again every 15 s while one of its auctions runs (live bid status, decision 051). */
export const useOrderList = (type: OrderType, page: number) =>
  useQuery({
    ...orderListQueryOptions(type, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((o) => bidLiveRunning(o.bidLive)) ? BID_LIVE_POLL_MS : false),
  });
