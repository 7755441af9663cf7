import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { collectKeys } from './keys';

/** POST /api/collect/add (form-urlencoded itemId); idempotent. */
export const addCollect = async (itemId: string) =>
  unwrap(await apiPost<{ itemId: string; collected: boolean }>('/api/collect/add', { form: { itemId } }));

export function useAddCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollect,
    // This item's status is known now; only the lists need asking again.
    onSuccess: (_data, itemId) => {
      queryClient.setQueryData(collectKeys.status(itemId), true);
      return queryClient.invalidateQueries({ queryKey: collectKeys.lists() });
    },
  });
}
