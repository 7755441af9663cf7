import type { ShippingMethods } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** GET /api/parcel/methods: the methods with the rate cards in force and the shipping fees (public). */
export const getShippingMethods = (): Promise<ShippingMethods> => callRoute(parcelApi.parcelMethods);

export const shippingMethodsQueryOptions = () => queryOptions({ queryKey: parcelKeys.methods(), queryFn: getShippingMethods });

export const useShippingMethods = () => useQuery(shippingMethodsQueryOptions());
