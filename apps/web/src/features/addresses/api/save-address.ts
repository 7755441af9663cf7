import type { Address, AddressAddInput, AddressEditInput } from '@daigou/contract';
import { addressApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** POST /api/address/add (form-urlencoded). */
export const addAddress = (input: AddressAddInput): Promise<Address> => callRoute(addressApi.addressAdd, input);

/** POST /api/address/edit: an empty ID number keeps the stored one. */
export const editAddress = (input: AddressEditInput): Promise<Address> => callRoute(addressApi.addressEdit, input);

/** Adds (no addressId) or edits an address; the list is fetched again (the default may have moved). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressAddInput | AddressEditInput) =>
      'addressId' in input ? editAddress(input as AddressEditInput) : addAddress(input),
    meta: { errorTitle: '地址保存失败' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
