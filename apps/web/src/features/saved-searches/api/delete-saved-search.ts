import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** POST /api/user/savedSearch/delete (id). */
export const deleteSavedSearch = (id: number): Promise<{ id: number }> =>
  postData<{ id: number }>('/api/user/savedSearch/delete', { form: { id } });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
