import type { AdminMember, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export interface AdminMemberParams {
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** GET /api/admin/members: members by account or name. */
export const getMembers = (query: AdminMemberParams): Promise<Paged<AdminMember>> =>
  adminGet<Paged<AdminMember>>('/api/admin/members', { ...query });

export const membersQueryOptions = (query: AdminMemberParams) =>
  queryOptions({ queryKey: adminKeys.members(query), queryFn: () => getMembers(query), staleTime: 0 });

export const useMembers = (query: AdminMemberParams, enabled = true) =>
  useQuery({ ...membersQueryOptions(query), placeholderData: keepPreviousData, enabled });
