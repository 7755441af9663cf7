import type { MsgSet } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** POST /api/sys/EditMsgSet (form-urlencoded, each event 0/1). */
export const editMsgSet = async (set: MsgSet): Promise<MsgSet> => {
  const form = Object.fromEntries(Object.entries(set).map(([k, v]) => [k, v ? 1 : 0]));
  return unwrap(await apiPost<MsgSet>('/api/sys/EditMsgSet', { form }));
};

export function useEditMsgSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMsgSet,
    onSuccess: (saved) => queryClient.setQueryData(usersKeys.msgSet(), saved),
  });
}
