import type { SavedSearch } from '@daigou/contract';
import { savedSearchApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** POST /api/user/savedSearch/pause (id, paused 1/0). */
export const pauseSavedSearch = (id: number, paused: boolean): Promise<SavedSearch> =>
  callRoute(savedSearchApi.userSavedSearchPause, { id, paused: paused ? 1 : 0 });

export function usePauseSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: number; paused: boolean }) => pauseSavedSearch(id, paused),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
