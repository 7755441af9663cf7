import type { Address } from '@daigou/contract';
import { addressApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** GET /api/address/list: the member's addresses, the default first. */
export const getAddresses = (): Promise<Address[]> => callRoute(addressApi.addressList);

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
