import type { AdminOrderIdInput, AdminThreadRead } from '@daigou/contract';
import { staffInboxApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/messages/read: 标记订单留言已读. */
export const readThread = (input: AdminOrderIdInput): Promise<AdminThreadRead> => callRoute(staffInboxApi.messagesRead, input);

export function useReadThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readThread,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
