import type { AdminParcelFeesInput, AdminShipping } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/shipping/fees: 修改国际发货费用（合箱、加固、保险、容差、限额）。 */
export const updateParcelFees = (input: AdminParcelFeesInput): Promise<AdminShipping> =>
  adminPost<AdminShipping>('/api/admin/shipping/fees', input);

export function useUpdateParcelFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParcelFees,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
