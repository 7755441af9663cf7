import type { AdminFeesInput, Fees } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/settings/fees: 修改费用. */
export const updateFees = (input: AdminFeesInput): Promise<Fees> => adminPost<Fees>('/api/admin/settings/fees', input);

export function useUpdateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
