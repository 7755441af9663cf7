import type { AdminShipping, AdminStorageRulesInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

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
