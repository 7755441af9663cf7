import type { SellerRelation } from '@daigou/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogKeys } from '../features/catalog/api/keys';
import { sellerKeys } from '../features/sellers/api/keys';

/**
 * After following or blacklisting a seller: searches, recommendations and item pages hide or mark the
 * blacklisted seller's items, and the seller page shows the viewer's relation — refresh those.
 */
export function useRelationRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (relation: SellerRelation) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.info(relation.sellerId) });
    },
    [queryClient],
  );
}
