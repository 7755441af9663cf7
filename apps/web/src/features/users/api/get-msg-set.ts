import type { MsgSet } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** GET /api/sys/GetMsgSet: which events notify the member. */
export const getMsgSet = async (): Promise<MsgSet> =>
  unwrap(await apiGet<MsgSet>('/api/sys/GetMsgSet', undefined, { fresh: true }));

export const msgSetQueryOptions = () => queryOptions({ queryKey: usersKeys.msgSet(), queryFn: getMsgSet });

export const useMsgSet = () => useQuery(msgSetQueryOptions());
