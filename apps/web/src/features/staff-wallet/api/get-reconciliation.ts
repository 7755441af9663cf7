import type { ReconciliationReport } from '@daigou/contract';
import { staffPaymentApi } from '@daigou/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/reconciliation?day=: one Beijing day per channel, ours beside the providers'. */
export const getReconciliation = (day: string): Promise<ReconciliationReport> =>
  callRoute(staffPaymentApi.reconciliation, { day });

export const reconciliationQueryOptions = (day: string) =>
  queryOptions({ queryKey: adminKeys.reconciliation(day), queryFn: () => getReconciliation(day), staleTime: 0 });

export const useReconciliation = (day: string) => useQuery(reconciliationQueryOptions(day));

/** POST /api/admin/reconciliation/run: ask the providers about the day now; answers the new report. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => callRoute(staffPaymentApi.reconciliationRun, { day }),
    meta: { errorTitle: '对账未完成' },
    onSuccess: (report) => queryClient.setQueryData(adminKeys.reconciliation(report.day), report),
  });
}
