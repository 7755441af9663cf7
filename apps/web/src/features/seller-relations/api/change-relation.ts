import { type SellerRelation, type SellerRelationChange, type SellerRelationInput, sellerRelationApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerRelationKeys } from './keys';

const CHANGE_ROUTES = {
  follow: sellerRelationApi.sellerFollow,
  unfollow: sellerRelationApi.sellerUnfollow,
  black: sellerRelationApi.sellerBlack,
  unblack: sellerRelationApi.sellerUnblack,
} satisfies Record<SellerRelationChange, typeof sellerRelationApi.sellerFollow>;

/** POST /api/seller/{follow|unfollow|black|unblack} (form-urlencoded sellerId). */
export const changeRelation = (change: SellerRelationChange, input: SellerRelationInput): Promise<SellerRelation> =>
  callRoute(CHANGE_ROUTES[change], input);

/** `onChanged` lets the composing screen refresh what the change affects elsewhere (search results). */
export function useChangeRelation(onChanged?: (relation: SellerRelation, change: SellerRelationChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, sellerId }: SellerRelationInput & { change: SellerRelationChange }) =>
      changeRelation(change, { sellerId }),
    onSuccess: (relation, { change }) => {
      queryClient.setQueryData(sellerRelationKeys.relation(relation.sellerId), relation);
      void queryClient.invalidateQueries({ queryKey: sellerRelationKeys.all });
      onChanged?.(relation, change);
    },
  });
}
