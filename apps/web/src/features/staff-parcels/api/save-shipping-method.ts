import type { AdminShipping, AdminShippingMethodInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/shipping/method: 新增或修改运输方式（按代码）。 */
export const saveShippingMethod = (input: AdminShippingMethodInput): Promise<AdminShipping> =>
  adminPost<AdminShipping>('/api/admin/shipping/method', input);

export function useSaveShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingMethod,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
