import type { AdminMember, AdminMemberQueryInput, Paged } from '@daigou/contract';
import { staffMoneyApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/members: members by account or name. Always fresh: staff act on what is there now. */
export const getMembers = (query: AdminMemberQueryInput): Promise<Paged<AdminMember>> =>
  callRoute(staffMoneyApi.members, { ...query });

export const membersQueryOptions = (query: AdminMemberQueryInput) =>
  queryOptions({ queryKey: adminKeys.members(query), queryFn: () => getMembers(query), staleTime: 0 });

export const useMembers = (query: AdminMemberQueryInput, enabled = true) =>
  useQuery({ ...membersQueryOptions(query), placeholderData: keepPreviousData, enabled });
