import type { ReconciliationReport } from '@daigou/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** GET /api/admin/reconciliation?day=: one Beijing day per channel, ours beside the providers'. */
export const getReconciliation = (day: string): Promise<ReconciliationReport> =>
  getData<ReconciliationReport>('/api/admin/reconciliation', { day });

export const reconciliationQueryOptions = (day: string) =>
  queryOptions({ queryKey: adminKeys.reconciliation(day), queryFn: () => getReconciliation(day), staleTime: 0 });

export const useReconciliation = (day: string) => useQuery(reconciliationQueryOptions(day));

/** POST /api/admin/reconciliation/run: ask the providers about the day now; answers the new report. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => adminPost<ReconciliationReport>('/api/admin/reconciliation/run', { day }),
    meta: { errorTitle: '对账未完成' },
    onSuccess: (report) => queryClient.setQueryData(adminKeys.reconciliation(report.day), report),
  });
}
