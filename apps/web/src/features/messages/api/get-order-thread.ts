import type { MsgInfo } from '@daigou/contract';
import { messageApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** How often an open thread looks for staff replies. */
export const THREAD_POLL_MS = 15_000;

/** GET /api/order/msgInfo?orderId=: an order's thread, oldest first. */
export const getOrderThread = (orderId: number): Promise<MsgInfo> => callRoute(messageApi.orderMsgInfo, { orderId });

export const orderThreadQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: messageKeys.thread(orderId), queryFn: () => getOrderThread(orderId), staleTime: 5_000 });

export const useOrderThread = (orderId: number) =>
  useQuery({ ...orderThreadQueryOptions(orderId), refetchInterval: THREAD_POLL_MS });
