import type { BidTask, BidTaskPlacedInput } from '@daigou/contract';
import { staffBidTaskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { taskChanged } from './bid-task-cache';

/** POST /api/admin/bid-tasks/placed: 录入已出价 (at most the member's maximum). */
export const recordBidPlaced = (input: BidTaskPlacedInput): Promise<BidTask> => callRoute(staffBidTaskApi.bidTasksPlaced, input);

export function useRecordBidPlaced() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordBidPlaced, onSuccess: () => taskChanged(queryClient) });
}
