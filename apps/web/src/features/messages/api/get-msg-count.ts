import { ORDER_MESSAGE_SOURCE } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const getMsgCount = async (msgSource = ORDER_MESSAGE_SOURCE): Promise<number> =>
  unwrap(await apiGet<{ totalNum: number }>('/api/order/msgCount', { msgSource }, { fresh: true })).totalNum;

export const msgCountQueryOptions = (msgSource = ORDER_MESSAGE_SOURCE) =>
  queryOptions({ queryKey: messageKeys.count(msgSource), queryFn: () => getMsgCount(msgSource), staleTime: 60_000 });

export const useMsgCount = (enabled: boolean) => useQuery({ ...msgCountQueryOptions(), enabled });
