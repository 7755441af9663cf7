import type { AdminParcelFeesInput, AdminShipping } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/shipping/fees: 修改国际发货费用（合箱、加固、保险、容差、限额）。 */
export const updateParcelFees = (input: AdminParcelFeesInput): Promise<AdminShipping> =>
  callRoute(staffParcelApi.shippingFees, input);

export function useUpdateParcelFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParcelFees,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
