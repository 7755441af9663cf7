import type { CollectChange } from '@daigou/contract';
import { collectApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { collectKeys } from './keys';

/** POST /api/collect/delete (form-urlencoded itemId). */
export const deleteCollect = (itemId: string): Promise<CollectChange> => callRoute(collectApi.collectDelete, { itemId });

export function useDeleteCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollect,
    meta: { errorTitle: '取消收藏失败' },
    // This item's status is known now; only the lists need asking again.
    onSuccess: (_data, itemId) => {
      queryClient.setQueryData(collectKeys.status(itemId), false);
      return queryClient.invalidateQueries({ queryKey: collectKeys.lists() });
    },
  });
}
