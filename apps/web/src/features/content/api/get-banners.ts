import type { Banner } from '@daigou/contract';
import { contentApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getBanners = (): Promise<Banner[]> => callRoute(contentApi.indexBanners);

/** Entering home reloads banners (spec §4): the query is always stale. Spec §8: a failure shows nothing. */
export const bannersQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.banners(), queryFn: getBanners, staleTime: 0, meta: { silent: true } });

export const useBanners = () => useQuery(bannersQueryOptions());
