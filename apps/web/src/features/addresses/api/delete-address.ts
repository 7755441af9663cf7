import { addressApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** POST /api/address/delete. */
export const deleteAddress = (addressId: number): Promise<null> => callRoute(addressApi.addressDelete, { addressId });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    meta: { errorTitle: '删除失败' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
