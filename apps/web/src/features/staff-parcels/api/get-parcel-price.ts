import type { AdminParcelPrice, AdminParcelPriceQueryInput } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/parcel/price: what packing with this weight and box would charge, on the rate card in force. */
export const getParcelPrice = (query: AdminParcelPriceQueryInput): Promise<AdminParcelPrice> =>
  callRoute(staffParcelApi.parcelPrice, { ...query });

export const parcelPriceQueryOptions = (query: AdminParcelPriceQueryInput) =>
  queryOptions({ queryKey: adminKeys.parcelPrice(query), queryFn: () => getParcelPrice(query), staleTime: 0 });

/** Asked only once the weight and all three sides are filled in. */
export const useParcelPrice = (query: AdminParcelPriceQueryInput | null) =>
  useQuery({
    ...parcelPriceQueryOptions(query ?? { parcelId: 0, weightG: 0, lengthCm: 0, widthCm: 0, heightCm: 0 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
