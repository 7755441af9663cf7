import type { AdminShipping, AdminShippingMethodInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/shipping/method: 新增或修改运输方式（按代码）。 */
export const saveShippingMethod = (input: AdminShippingMethodInput): Promise<AdminShipping> =>
  callRoute(staffParcelApi.shippingMethod, input);

export function useSaveShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingMethod,
    onSuccess: (shipping) => queryClient.setQueryData(adminKeys.shipping(), shipping),
  });
}
