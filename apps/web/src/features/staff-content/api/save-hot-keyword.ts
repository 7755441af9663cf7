import type { AdminHotKeyword, AdminHotKeywordSaveInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/hotKeywords/save: 新增或修改热门搜索. */
export const saveHotKeyword = (input: AdminHotKeywordSaveInput): Promise<AdminHotKeyword> =>
  adminPost<AdminHotKeyword>('/api/admin/hotKeywords/save', input);

export function useSaveHotKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHotKeyword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.keywordLists() }),
  });
}
