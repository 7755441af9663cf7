import type { BidTask, BidTaskOutbidInput } from '@daigou/contract';
import { staffBidTaskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { taskChanged } from './bid-task-cache';

/** POST /api/admin/bid-tasks/outbid: 录入被超价 (the member is told). */
export const recordBidOutbid = (input: BidTaskOutbidInput): Promise<BidTask> => callRoute(staffBidTaskApi.bidTasksOutbid, input);

export function useRecordBidOutbid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordBidOutbid, onSuccess: () => taskChanged(queryClient) });
}
