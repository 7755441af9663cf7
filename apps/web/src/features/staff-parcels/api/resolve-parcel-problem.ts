import type { AdminParcelDetail, AdminParcelResolveInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/resolve: 处理问题包裹：恢复或关闭，可退款、可退回仓库。 */
export const resolveParcelProblem = (input: AdminParcelResolveInput): Promise<AdminParcelDetail> =>
  callRoute(staffParcelApi.parcelResolve, input);

export function useResolveParcelProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveParcelProblem, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
