import type { Address } from '@daigou/contract';
import { addressApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** POST /api/address/setDefault. */
export const setDefaultAddress = (addressId: number): Promise<Address> => callRoute(addressApi.addressSetDefault, { addressId });

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    meta: { errorTitle: '设置失败' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
