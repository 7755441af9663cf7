import type { AdminResolveAlertInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/payment-alerts/resolve: handled, with a note (audited); the dashboard count drops. */
export const resolvePaymentAlert = (input: AdminResolveAlertInput): Promise<null> =>
  adminPost<null>('/api/admin/payment-alerts/resolve', input);

export function useResolvePaymentAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePaymentAlert,
    meta: { errorTitle: '未能标记' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.paymentAlertLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
