import type { AdminStorageResolveInput, StorageReport } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/storage/resolve: an item past the maximum handled with a note and extra days; it leaves the queue. */
export const resolveStorage = (input: AdminStorageResolveInput): Promise<StorageReport> =>
  adminPost<StorageReport>('/api/admin/storage/resolve', input);

export function useResolveStorage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveStorage,
    onSuccess: (report) => {
      queryClient.setQueryData(adminKeys.storage(), report);
      void queryClient.invalidateQueries({ queryKey: adminKeys.parcelSummary() });
    },
  });
}
