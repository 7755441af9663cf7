import type { CorrectTitleInput, TitleTranslation } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/translation/title: an operator's Chinese for a title (empty restores the machine's); audited. */
export const correctTitle = (input: CorrectTitleInput): Promise<TitleTranslation> =>
  adminPost<TitleTranslation>('/api/admin/translation/title', input);

export function useCorrectTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctTitle,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.titleTranslation(saved.itemId), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.translationUsage() });
    },
    meta: { errorTitle: '译文保存失败' },
  });
}
