import type { ParcelCreated, ParcelCreateInput } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** POST /api/parcel/create (JSON): the shipment request (several parcels with `split`). */
export const createParcel = (input: ParcelCreateInput): Promise<ParcelCreated> => callRoute(parcelApi.parcelCreate, input);

export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    meta: { errorTitle: '发货申请未提交' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parcelKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: parcelKeys.warehouse() }),
      ]),
  });
}
