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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectKeys.all }),
  });
}
