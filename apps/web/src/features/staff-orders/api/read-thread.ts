import type { AdminOrderIdInput, AdminThreadRead } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/messages/read: 标记订单留言已读. */
export const readThread = (input: AdminOrderIdInput): Promise<AdminThreadRead> =>
  adminPost<AdminThreadRead>('/api/admin/messages/read', input);

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
