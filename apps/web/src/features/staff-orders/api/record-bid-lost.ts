import type { BidTaskLostInput, BidTaskOutcome } from '@daigou/contract';
import { staffBidTaskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { taskSettled } from './bid-task-cache';

/** POST /api/admin/bid-tasks/lost: 未成功 with the reason the member reads (3 → 13, everything refunded). */
export const recordBidLost = (input: BidTaskLostInput): Promise<BidTaskOutcome> => callRoute(staffBidTaskApi.bidTasksLost, input);

export function useRecordBidLost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordBidLost, onSuccess: (outcome) => taskSettled(queryClient, outcome.orderId) });
}
