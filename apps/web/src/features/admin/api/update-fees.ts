import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type UpdateFeesInput = { serviceFee: number; inspectionFee: number };

/** POST /api/admin/settings/fees: 修改费用. */
export const updateFees = (input: UpdateFeesInput): Promise<unknown> => adminPost<unknown>('/api/admin/settings/fees', input);

export function useUpdateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
