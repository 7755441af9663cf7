import type { CorrectTitleInput, TitleTranslation } from '@daigou/contract';
import { staffTranslationApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/translation/title: an operator's Chinese for a title (empty restores the machine's); audited. */
export const correctTitle = (input: CorrectTitleInput): Promise<TitleTranslation> =>
  callRoute(staffTranslationApi.translationTitleCorrect, input);

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
