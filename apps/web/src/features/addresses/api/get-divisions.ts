import type { Division, DivisionsQueryInput } from '@daigou/contract';
import { addressApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** GET /api/address/divisions: provinces ('' parent), a province's cities, a city's districts. */
export const getDivisions = (parent: string): Promise<Division[]> => {
  const query: DivisionsQueryInput = parent ? { parent } : {};
  return callRoute(addressApi.addressDivisions, query);
};

/** The division lists never change while the app runs. */
export const divisionsQueryOptions = (parent: string) =>
  queryOptions({
    queryKey: addressKeys.divisions(parent),
    queryFn: () => getDivisions(parent),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDivisions = (parent: string | null) =>
  useQuery({ ...divisionsQueryOptions(parent ?? ''), enabled: parent !== null });
