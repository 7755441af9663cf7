import type { Banner } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getBanners = async (): Promise<Banner[]> =>
  unwrap(await apiGet<Banner[]>('/api/index/banners', undefined, { fresh: true }));

/** Entering home reloads banners (spec §4): the query is always stale. */
export const bannersQueryOptions = () => queryOptions({ queryKey: contentKeys.banners(), queryFn: getBanners, staleTime: 0 });

export const useBanners = () => useQuery(bannersQueryOptions());
