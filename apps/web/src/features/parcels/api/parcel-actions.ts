import type { ParcelCancelInput, ParcelIdInput, ParcelPaid, ParcelPayInput } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** POST /api/parcel/pay (form): every fee from the balance; `confirmPrice=1` accepts a price above the quote. */
export const payParcel = (input: ParcelPayInput): Promise<ParcelPaid> => callRoute(parcelApi.parcelPay, input);
/** POST /api/parcel/cancel (form): before payment; the items go back to the warehouse. */
export const cancelParcel = (input: ParcelCancelInput): Promise<null> => callRoute(parcelApi.parcelCancel, input);
/** POST /api/parcel/confirmReceipt (form). */
export const confirmReceipt = (input: ParcelIdInput): Promise<null> => callRoute(parcelApi.parcelConfirmReceipt, input);

/** One of the member's parcel moves; the parcel and the lists are read again afterwards. */
function useParcelMove<I extends { parcelId: number }, R>(fn: (input: I) => Promise<R>, errorTitle: string, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorTitle },
    onSuccess: async (_r, input) => {
      after?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: parcelKeys.detail(input.parcelId) }),
        queryClient.invalidateQueries({ queryKey: parcelKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: parcelKeys.warehouse() }),
      ]);
    },
  });
}

/** Paying handles its own refusals (short balance → top-up, price above the quote → confirm): no toast. */
export const usePayParcel = (onPaid?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payParcel,
    meta: { silent: true },
    onSuccess: async (_r, input) => {
      onPaid?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: parcelKeys.detail(input.parcelId) }),
        queryClient.invalidateQueries({ queryKey: parcelKeys.lists() }),
      ]);
    },
  });
};
export const useCancelParcel = () => useParcelMove(cancelParcel, '取消失败');
export const useConfirmReceipt = () => useParcelMove(confirmReceipt, '确认收货失败');
