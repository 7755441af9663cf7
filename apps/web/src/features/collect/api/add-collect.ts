import type { CollectChange } from '@daigou/contract';
import { collectApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { collectKeys } from './keys';

/** POST /api/collect/add (form-urlencoded itemId); idempotent. */
export const addCollect = (itemId: string): Promise<CollectChange> => callRoute(collectApi.collectAdd, { itemId });

export function useAddCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollect,
    meta: { errorTitle: '收藏失败' },
    // This item's status is known now; only the lists need asking again.
    onSuccess: (_data, itemId) => {
      queryClient.setQueryData(collectKeys.status(itemId), true);
      return queryClient.invalidateQueries({ queryKey: collectKeys.lists() });
    },
  });
}
