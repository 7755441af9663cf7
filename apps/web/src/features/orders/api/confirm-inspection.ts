import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/YahooInspectionConfirm (form-urlencoded: orderId): the member accepts the inspection (20 → 6). */
export const confirmInspection = async (orderId: number): Promise<void> => {
  unwrap(await apiPost<null>('/api/order/YahooInspectionConfirm', { form: { orderId } }));
};

export function useConfirmInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmInspection,
    onSuccess: (_r, orderId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
}
