import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** POST /api/address/delete. */
export const deleteAddress = (addressId: number): Promise<null> => postData<null>('/api/address/delete', { form: { addressId } });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    meta: { errorTitle: '删除失败' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
