import type { AdminShipping, AdminStorageRulesInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/shipping/storage: 修改仓储规则（免费天数、每日费用、最长天数）。 */
export const updateStorageRules = (input: AdminStorageRulesInput): Promise<AdminShipping> =>
  callRoute(staffParcelApi.shippingStorage, input);

export function useUpdateStorageRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStorageRules,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
