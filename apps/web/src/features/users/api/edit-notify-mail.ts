import type { NotifyKind, NotifyMailSettings } from '@daigou/contract';
import { notificationApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** POST /api/user/notifyMail (form-urlencoded: kind, mail 0/1); answers the settings saved. */
export const editNotifyMail = (input: { kind: NotifyKind; mail: boolean }): Promise<NotifyMailSettings> =>
  callRoute(notificationApi.userNotifyMailSave, { kind: input.kind, mail: input.mail ? '1' : '0' });

export function useEditNotifyMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNotifyMail,
    meta: { errorTitle: '保存失败' },
    onSuccess: (saved) => queryClient.setQueryData(usersKeys.notifyMail(), saved),
  });
}
