import type { AdminParcelDetail, AdminParcelReasonInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/cancel: 客服取消付款前的包裹，商品退回仓库。 */
export const cancelStaffParcel = (input: AdminParcelReasonInput): Promise<AdminParcelDetail> =>
  callRoute(staffParcelApi.parcelCancel, input);

export function useCancelStaffParcel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelStaffParcel, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
