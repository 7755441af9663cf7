import type { AdminParcelDetail, AdminParcelPackInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/pack: 打包称重（待打包 → 待付款，或待付款时重新称重），价格按生效中的价目表。 */
export const packParcel = (input: AdminParcelPackInput): Promise<AdminParcelDetail> =>
  callRoute(staffParcelApi.parcelPack, input);

export function usePackParcel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: packParcel, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
