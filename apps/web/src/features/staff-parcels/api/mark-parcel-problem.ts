import type { AdminParcelDetail, AdminParcelReasonInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/problem: 转为问题包裹（扣关、退回、破损），说明会员可见。 */
export const markParcelProblem = (input: AdminParcelReasonInput): Promise<AdminParcelDetail> =>
  callRoute(staffParcelApi.parcelProblem, input);

export function useMarkParcelProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markParcelProblem, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
