import type { AdminHotKeyword, AdminHotKeywordSaveInput } from '@daigou/contract';
import { staffKeywordApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/hotKeywords/save: 新增或修改热门搜索. */
export const saveHotKeyword = (input: AdminHotKeywordSaveInput): Promise<AdminHotKeyword> =>
  callRoute(staffKeywordApi.hotKeywordsSave, input);

export function useSaveHotKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHotKeyword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.keywordLists() }),
  });
}
