import type { AdminResolveAlertInput } from '@daigou/contract';
import { staffPaymentApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/payment-alerts/resolve: handled, with a note (audited); the dashboard count drops. */
export const resolvePaymentAlert = (input: AdminResolveAlertInput): Promise<null> =>
  callRoute(staffPaymentApi.paymentAlertsResolve, input);

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
