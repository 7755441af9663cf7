import type { AdminRateCardInput, AdminShipping } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/shipping/rateCard: 新增价目表，在指定时间生效（不早于现在）。 */
export const addRateCard = (input: AdminRateCardInput): Promise<AdminShipping> =>
  callRoute(staffParcelApi.shippingRateCard, input);

export function useAddRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRateCard,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
