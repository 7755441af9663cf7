import type { BidTaskList, BidTaskQueryInput } from '@daigou/contract';
import { staffBidTaskApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/bid-tasks: 代拍任务, soonest end first, with counts per state. Always fresh; refetched every minute. */
export const getBidTasks = (query: BidTaskQueryInput): Promise<BidTaskList> => callRoute(staffBidTaskApi.bidTasks, { ...query });

export const bidTasksQueryOptions = (query: BidTaskQueryInput) =>
  queryOptions({ queryKey: adminKeys.bidTasks(query), queryFn: () => getBidTasks(query), staleTime: 0, refetchInterval: 60_000 });

export const useBidTasks = (query: BidTaskQueryInput) =>
  useQuery({ ...bidTasksQueryOptions(query), placeholderData: keepPreviousData });
