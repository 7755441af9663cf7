import { type MsgCount, ORDER_MESSAGE_SOURCE } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** GET /api/order/msgCount?msgSource=: the unread count of one source (the badge: order messages). */
export const getMsgCount = async (msgSource = ORDER_MESSAGE_SOURCE): Promise<number> =>
  (await getData<MsgCount>('/api/order/msgCount', { msgSource })).totalNum;

export const msgCountQueryOptions = (msgSource = ORDER_MESSAGE_SOURCE) =>
  queryOptions({ queryKey: messageKeys.count(msgSource), queryFn: () => getMsgCount(msgSource), staleTime: 60_000 });

export const useMsgCount = (enabled: boolean) => useQuery({ ...msgCountQueryOptions(), enabled });
