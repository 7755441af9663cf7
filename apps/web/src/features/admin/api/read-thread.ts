import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type ReadThreadInput = { orderId: number };

/** POST /api/admin/messages/read: 标记订单留言已读. */
export const readThread = (input: ReadThreadInput): Promise<unknown> => adminPost<unknown>('/api/admin/messages/read', input);

export function useReadThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readThread,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
