import type { Message, MsgListQuery, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type MsgListParams = Partial<MsgListQuery>;

/** GET /api/order/msgList with params: newest first, by source label, order or unread only. Fresh: messages arrive from staff and the system. */
export const getMsgList = async (query: MsgListParams): Promise<Paged<Message>> =>
  unwrap(await apiGet<Paged<Message>>('/api/order/msgList', { ...query }, { fresh: true }));

export const msgListQueryOptions = (query: MsgListParams) =>
  queryOptions({ queryKey: messageKeys.list(query), queryFn: () => getMsgList(query), staleTime: 0 });

export const useMsgList = (query: MsgListParams) =>
  useQuery({ ...msgListQueryOptions(query), placeholderData: keepPreviousData });
