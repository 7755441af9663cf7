import { savedSearchApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** POST /api/user/savedSearch/delete (id). */
export const deleteSavedSearch = (id: number): Promise<{ id: number }> => callRoute(savedSearchApi.userSavedSearchDelete, { id });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
