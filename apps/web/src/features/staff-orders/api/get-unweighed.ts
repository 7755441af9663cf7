import type { AdminUnweighedList, AdminUnweighedQueryInput } from '@daigou/contract';
import { staffWarehouseApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/warehouse/unweighed: 待称重 — items at the warehouse without a weight, oldest arrival first. Always fresh. */
export const getUnweighed = (query: AdminUnweighedQueryInput): Promise<AdminUnweighedList> =>
  callRoute(staffWarehouseApi.warehouseUnweighed, { ...query });

export const unweighedQueryOptions = (query: AdminUnweighedQueryInput) =>
  queryOptions({ queryKey: adminKeys.unweighed(query), queryFn: () => getUnweighed(query), staleTime: 0 });

export const useUnweighed = (query: AdminUnweighedQueryInput) =>
  useQuery({ ...unweighedQueryOptions(query), placeholderData: keepPreviousData });
