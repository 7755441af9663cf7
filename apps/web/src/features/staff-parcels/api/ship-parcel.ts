import type { AdminParcelDetail, AdminParcelShipInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/console/admin-request';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/ship: 发货（待发货 → 已发货），承运商与运单号。 */
export const shipParcel = (input: AdminParcelShipInput): Promise<AdminParcelDetail> =>
  adminPost<AdminParcelDetail>('/api/admin/parcel/ship', input);

export function useShipParcel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shipParcel, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
