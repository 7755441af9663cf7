import type { CollectList } from '@daigou/contract';
import { collectApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { collectKeys } from './keys';

/** GET /api/collect/list: favourites with their live price, status and time left. Asked again on each visit. */
export const getCollectList = (page: number, limit: number, onSale: boolean): Promise<CollectList> =>
  callRoute(collectApi.collectList, { page, limit, onSale: onSale ? 1 : undefined });

export const collectListQueryOptions = (page: number, limit: number, onSale: boolean) =>
  queryOptions({
    queryKey: collectKeys.list(page, limit, onSale),
    queryFn: () => getCollectList(page, limit, onSale),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCollectList = (page: number, limit: number, onSale: boolean) =>
  useQuery(collectListQueryOptions(page, limit, onSale));
