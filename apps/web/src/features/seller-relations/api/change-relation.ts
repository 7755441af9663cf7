import type { SellerRelation } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { sellerRelationKeys } from './keys';

export type RelationChange = 'follow' | 'unfollow' | 'black' | 'unblack';

/** POST /api/seller/{follow|unfollow|black|unblack} (form-urlencoded sellerId). */
export const changeRelation = async (change: RelationChange, sellerId: string): Promise<SellerRelation> =>
  unwrap(await apiPost<SellerRelation>(`/api/seller/${change}`, { form: { sellerId } }));

/** `onChanged` lets the composing screen refresh what the change affects elsewhere (search results). */
export function useChangeRelation(onChanged?: (relation: SellerRelation, change: RelationChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, sellerId }: { change: RelationChange; sellerId: string }) => changeRelation(change, sellerId),
    onSuccess: (relation, { change }) => {
      queryClient.setQueryData(sellerRelationKeys.relation(relation.sellerId), relation);
      queryClient.invalidateQueries({ queryKey: sellerRelationKeys.all });
      onChanged?.(relation, change);
    },
  });
}
