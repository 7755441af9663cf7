import type { BidTaskOutcome, BidTaskWonInput } from '@daigou/contract';
import { staffBidTaskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { taskSettled } from './bid-task-cache';

/** POST /api/admin/bid-tasks/won: 竞拍成功 / 购买成功 at the final price (3 → 4, the difference refunded). */
export const recordBidWon = (input: BidTaskWonInput): Promise<BidTaskOutcome> => callRoute(staffBidTaskApi.bidTasksWon, input);

export function useRecordBidWon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordBidWon, onSuccess: (outcome) => taskSettled(queryClient, outcome.orderId) });
}
