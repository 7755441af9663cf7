import type { AdminShipping } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/shipping: every method with its dated rate cards, the shipping fees and the storage rules. Always fresh. */
export const getShipping = (): Promise<AdminShipping> => callRoute(staffParcelApi.shipping);

export const shippingQueryOptions = () => queryOptions({ queryKey: adminKeys.shipping(), queryFn: getShipping, staleTime: 0 });

export const useShipping = () => useQuery(shippingQueryOptions());
