import type { AdminFeesInput, Fees } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/settings/fees: 修改费用. */
export const updateFees = (input: AdminFeesInput): Promise<Fees> => adminPost<Fees>('/api/admin/settings/fees', input);

export function useUpdateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
