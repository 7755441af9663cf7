import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { collectKeys } from './keys';

/** POST /api/collect/delete (form-urlencoded itemId). */
export const deleteCollect = async (itemId: string) =>
  unwrap(await apiPost<{ itemId: string; collected: boolean }>('/api/collect/delete', { form: { itemId } }));

export function useDeleteCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollect,
    // This item's status is known now; only the lists need asking again.
    onSuccess: (_data, itemId) => {
      queryClient.setQueryData(collectKeys.status(itemId), false);
      return queryClient.invalidateQueries({ queryKey: collectKeys.lists() });
    },
  });
}
