import type { AdminParcelDetail, AdminParcelShipInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/ship: 发货（待发货 → 已发货），承运商与运单号。 */
export const shipParcel = (input: AdminParcelShipInput): Promise<AdminParcelDetail> =>
  callRoute(staffParcelApi.parcelShip, input);

export function useShipParcel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shipParcel, onSuccess: (detail) => storeParcel(queryClient, detail) });
}
