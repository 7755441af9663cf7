import type { SavedSearch, SavedSearchFilters } from '@daigou/contract';
import { savedSearchApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** POST /api/user/savedSearch/add (form-urlencoded filters of the search page). */
export const addSavedSearch = (filters: SavedSearchFilters): Promise<SavedSearch> => {
  const form: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === false) continue;
    form[key] = Array.isArray(value) ? value.join(',') : value === true ? 1 : value;
  }
  return callRoute(savedSearchApi.userSavedSearchAdd, form);
};

export function useAddSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
