import type { AdminParcelSummary } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/parcels/summary: parcels per status, overdue storage, the latest per-parcel money check. Always fresh. */
export const getParcelSummary = (): Promise<AdminParcelSummary> => callRoute(staffParcelApi.parcelsSummary);

export const parcelSummaryQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.parcelSummary(), queryFn: getParcelSummary, staleTime: 0 });

export const useParcelSummary = () => useQuery(parcelSummaryQueryOptions());
