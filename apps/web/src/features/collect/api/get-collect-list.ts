import type { CollectList } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { collectKeys } from './keys';

/** GET /api/collect/list: favourites with their live price, status and time left. Always fresh. */
export const getCollectList = async (page: number, limit: number, onSale: boolean): Promise<CollectList> =>
  unwrap(await apiGet<CollectList>('/api/collect/list', { page, limit, onSale: onSale ? 1 : undefined }, { fresh: true }));

export const collectListQueryOptions = (page: number, limit: number, onSale: boolean) =>
  queryOptions({
    queryKey: collectKeys.list(page, limit, onSale),
    queryFn: () => getCollectList(page, limit, onSale),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCollectList = (page: number, limit: number, onSale: boolean) =>
  useQuery(collectListQueryOptions(page, limit, onSale));
