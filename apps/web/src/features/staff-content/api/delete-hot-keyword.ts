import type { IdInput } from '@daigou/contract';
import { staffKeywordApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/hotKeywords/delete: 删除热门搜索. */
export const deleteHotKeyword = (input: IdInput): Promise<null> => callRoute(staffKeywordApi.hotKeywordsDelete, input);

export function useDeleteHotKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotKeyword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.keywordLists() }),
  });
}
