import type { MsgSet } from '@daigou/contract';
import { userApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** GET /api/sys/GetMsgSet: which events notify the member. */
export const getMsgSet = (): Promise<MsgSet> => callRoute(userApi.sysGetMsgSet);

export const msgSetQueryOptions = () => queryOptions({ queryKey: usersKeys.msgSet(), queryFn: getMsgSet });

export const useMsgSet = () => useQuery(msgSetQueryOptions());
