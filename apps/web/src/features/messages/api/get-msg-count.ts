import { messageApi, ORDER_MESSAGE_SOURCE, SYSTEM_MESSAGE_SOURCE } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** GET /api/order/msgCount?msgSource=: the unread count of one source (订单消息 is the spec's badge count). */
export const getMsgCount = async (msgSource = ORDER_MESSAGE_SOURCE): Promise<number> =>
  (await callRoute(messageApi.orderMsgCount, { msgSource })).totalNum;

export const msgCountQueryOptions = (msgSource = ORDER_MESSAGE_SOURCE) =>
  queryOptions({ queryKey: messageKeys.count(msgSource), queryFn: () => getMsgCount(msgSource), staleTime: 60_000 });

/** How often the header bell asks again while the tab is visible (system messages arrive without a page change). */
export const BELL_POLL_MS = 60_000;

/**
 * The bell's two numbers (decision 045): the spec's msgCount for order messages and the same call for
 * system messages, asked side by side; the badge shows their sum.
 */
export function useBellCounts(enabled: boolean): { order: number; system: number } {
  const order = useQuery({ ...msgCountQueryOptions(ORDER_MESSAGE_SOURCE), enabled, refetchInterval: BELL_POLL_MS });
  const system = useQuery({ ...msgCountQueryOptions(SYSTEM_MESSAGE_SOURCE), enabled, refetchInterval: BELL_POLL_MS });
  return { order: order.data ?? 0, system: system.data ?? 0 };
}
