import type { AdminShipping, AdminStorageRulesInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/shipping/storage: 修改仓储规则（免费天数、每日费用、最长天数）。 */
export const updateStorageRules = (input: AdminStorageRulesInput): Promise<AdminShipping> =>
  adminPost<AdminShipping>('/api/admin/shipping/storage', input);

export function useUpdateStorageRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStorageRules,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
