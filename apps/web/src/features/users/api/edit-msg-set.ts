import type { EditMsgSetInput, MsgSet } from '@daigou/contract';
import { userApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** The settings as the form posts them: each event of MsgSet '1' or '0' (`satisfies` keeps a new event from being left out). */
export const msgSetInputOf = (set: MsgSet): EditMsgSetInput => {
  const flag = (on: boolean) => (on ? '1' : '0');
  return {
    orderStatus: flag(set.orderStatus),
    orderMessage: flag(set.orderMessage),
    auctionEnding: flag(set.auctionEnding),
    outbid: flag(set.outbid),
    topUp: flag(set.topUp),
    savedSearch: flag(set.savedSearch),
  } satisfies Record<keyof MsgSet, '0' | '1'>;
};

/** POST /api/sys/EditMsgSet (form-urlencoded, each event 0/1); answers the settings saved. */
export const editMsgSet = (set: MsgSet): Promise<MsgSet> => callRoute(userApi.sysEditMsgSet, msgSetInputOf(set));

export function useEditMsgSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMsgSet,
    meta: { errorTitle: '保存失败' },
    onSuccess: (saved) => queryClient.setQueryData(usersKeys.msgSet(), saved),
  });
}
