import type { IdInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/hotKeywords/delete: 删除热门搜索. */
export const deleteHotKeyword = (input: IdInput): Promise<null> => adminPost<null>('/api/admin/hotKeywords/delete', input);

export function useDeleteHotKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotKeyword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.keywordLists() }),
  });
}
