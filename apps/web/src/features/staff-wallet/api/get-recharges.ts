import type { AdminRecharge, AdminRechargeQueryInput, Paged } from '@daigou/contract';
import { staffMoneyApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/recharges: every member's top-ups. Always fresh: staff act on what is there now. */
export const getRecharges = (query: AdminRechargeQueryInput): Promise<Paged<AdminRecharge>> =>
  callRoute(staffMoneyApi.recharges, { ...query });

export const rechargesQueryOptions = (query: AdminRechargeQueryInput) =>
  queryOptions({ queryKey: adminKeys.recharges(query), queryFn: () => getRecharges(query), staleTime: 0 });

export const useRecharges = (query: AdminRechargeQueryInput, enabled = true) =>
  useQuery({ ...rechargesQueryOptions(query), placeholderData: keepPreviousData, enabled });
