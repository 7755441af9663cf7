import type { SoldPrices, SoldScope } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/goods/soldPrices — what similar closed auctions sold for (落札相场, decision 090). */
export const getSoldPrices = (itemId: string, scope: SoldScope): Promise<SoldPrices> =>
  callRoute(catalogApi.goodsSoldPrices, { itemId, scope });

/** Sold prices change as auctions end, slowly: kept ten minutes (the server keeps each query as long). */
export const SOLD_PRICES_STALE_MS = 10 * 60_000;

export const soldPricesQueryOptions = (itemId: string, scope: SoldScope) =>
  queryOptions({
    queryKey: catalogKeys.soldPrices(itemId, scope),
    queryFn: () => getSoldPrices(itemId, scope),
    staleTime: SOLD_PRICES_STALE_MS,
    retry: false,
  });

/** The previous scope's answer stays on screen while another scope is read. */
export const useSoldPrices = (itemId: string, scope: SoldScope) =>
  useQuery({ ...soldPricesQueryOptions(itemId, scope), placeholderData: keepPreviousData });
