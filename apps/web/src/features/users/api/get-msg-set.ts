import type { MsgSet } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** GET /api/sys/GetMsgSet: which events notify the member. */
export const getMsgSet = (): Promise<MsgSet> => getData<MsgSet>('/api/sys/GetMsgSet');

export const msgSetQueryOptions = () => queryOptions({ queryKey: usersKeys.msgSet(), queryFn: getMsgSet });

export const useMsgSet = () => useQuery(msgSetQueryOptions());
