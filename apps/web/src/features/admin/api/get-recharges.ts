import type { AdminRecharge, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export interface AdminRechargeParams {
  status?: string;
  channel?: string;
  member?: string;
  rechargeId?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** GET /api/admin/recharges: every member's top-ups. */
export const getRecharges = (query: AdminRechargeParams): Promise<Paged<AdminRecharge>> =>
  adminGet<Paged<AdminRecharge>>('/api/admin/recharges', { ...query });

export const rechargesQueryOptions = (query: AdminRechargeParams) =>
  queryOptions({ queryKey: adminKeys.recharges(query), queryFn: () => getRecharges(query), staleTime: 0 });

export const useRecharges = (query: AdminRechargeParams, enabled = true) =>
  useQuery({ ...rechargesQueryOptions(query), placeholderData: keepPreviousData, enabled });
