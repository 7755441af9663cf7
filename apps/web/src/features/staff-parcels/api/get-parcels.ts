import type { AdminParcelList, AdminParcelQueryInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/parcels: parcels by status with counts per status; 待打包 oldest request first. Always fresh. */
export const getParcels = (query: AdminParcelQueryInput): Promise<AdminParcelList> =>
  callRoute(staffParcelApi.parcels, { ...query });

export const parcelsQueryOptions = (query: AdminParcelQueryInput) =>
  queryOptions({ queryKey: adminKeys.parcels(query), queryFn: () => getParcels(query), staleTime: 0 });

export const useParcels = (query: AdminParcelQueryInput) =>
  useQuery({ ...parcelsQueryOptions(query), placeholderData: keepPreviousData });
