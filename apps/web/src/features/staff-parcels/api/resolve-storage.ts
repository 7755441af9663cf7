import type { AdminStorageResolveInput, StorageReport } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/storage/resolve: an item past the maximum handled with a note and extra days; it leaves the queue. */
export const resolveStorage = (input: AdminStorageResolveInput): Promise<StorageReport> =>
  callRoute(staffParcelApi.storageResolve, input);

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
