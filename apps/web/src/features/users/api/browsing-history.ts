import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearBrowsingHistory, listBrowsingHistory } from '../../../lib/browsing-history';
import { usersKeys } from './keys';

/** The local browsing history (IndexedDB store `history`), newest first. Never leaves the browser. */
export const browsingHistoryQueryOptions = () =>
  queryOptions({ queryKey: [...usersKeys.all, 'history'] as const, queryFn: listBrowsingHistory, staleTime: 0 });

export const useBrowsingHistory = () => useQuery(browsingHistoryQueryOptions());

export function useClearBrowsingHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearBrowsingHistory,
    onSuccess: () => queryClient.setQueryData(browsingHistoryQueryOptions().queryKey, []),
  });
}
