import type { IdInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/hotKeywords/delete: 删除热门搜索. */
export const deleteHotKeyword = (input: IdInput): Promise<null> => adminPost<null>('/api/admin/hotKeywords/delete', input);

export function useDeleteHotKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotKeyword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.keywordLists() }),
  });
}
