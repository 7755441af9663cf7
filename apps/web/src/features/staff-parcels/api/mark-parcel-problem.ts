import type { AdminParcelDetail, AdminParcelReasonInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/console/admin-request';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/problem: 转为问题包裹（扣关、退回、破损），说明会员可见。 */
export const markParcelProblem = (input: AdminParcelReasonInput): Promise<AdminParcelDetail> =>
  adminPost<AdminParcelDetail>('/api/admin/parcel/problem', input);

export function useMarkParcelProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markParcelProblem, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
