import type { AdminMemberAccount } from '@daigou/contract';
import { staffMemberAccountApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/members/info: the member's account, email state and account record. Always fresh. */
export const getMemberAccount = (userId: number): Promise<AdminMemberAccount> =>
  callRoute(staffMemberAccountApi.membersInfo, { userId });

export const memberAccountQueryOptions = (userId: number) =>
  queryOptions({ queryKey: adminKeys.memberAccount(userId), queryFn: () => getMemberAccount(userId), staleTime: 0 });

export const useMemberAccount = (userId: number) => useQuery(memberAccountQueryOptions(userId));
