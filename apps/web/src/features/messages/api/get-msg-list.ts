import type { Message, MsgListQueryInput, Paged } from '@daigou/contract';
import { messageApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** GET /api/order/msgList with params: newest first, by source label, order or unread only. Asked again on each visit: messages arrive from staff and the system. */
export const getMsgList = (query: MsgListQueryInput): Promise<Paged<Message>> => callRoute(messageApi.orderMsgList, { ...query });

export const msgListQueryOptions = (query: MsgListQueryInput) =>
  queryOptions({ queryKey: messageKeys.list(query), queryFn: () => getMsgList(query), staleTime: 0 });

export const useMsgList = (query: MsgListQueryInput) =>
  useQuery({ ...msgListQueryOptions(query), placeholderData: keepPreviousData });
