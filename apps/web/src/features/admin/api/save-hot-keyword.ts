import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type SaveHotKeywordInput = { id?: number; keyword: string; sort: number; enabled: number };

/** POST /api/admin/hotKeywords/save: 新增或修改热门搜索. */
export const saveHotKeyword = (input: SaveHotKeywordInput): Promise<unknown> =>
  adminPost<unknown>('/api/admin/hotKeywords/save', input);

export function useSaveHotKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHotKeyword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.keywordLists() }),
  });
}
