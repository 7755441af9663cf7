import type { BidTask, BidTaskRefreshInput } from '@daigou/contract';
import { staffBidTaskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { taskChanged } from './bid-task-cache';

/** POST /api/admin/bid-tasks/refresh: reads the item's Yahoo! Auctions page again (price, end, status). */
export const refreshBidTask = (input: BidTaskRefreshInput): Promise<BidTask> => callRoute(staffBidTaskApi.bidTasksRefresh, input);

export function useRefreshBidTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshBidTask, onSuccess: () => taskChanged(queryClient) });
}
