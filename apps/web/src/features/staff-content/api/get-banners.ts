import type { AdminBanner } from '@daigou/contract';
import { staffBannerApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/banners: every banner, shown or not. Always fresh: staff act on what is there now. */
export const getBanners = (): Promise<AdminBanner[]> => callRoute(staffBannerApi.banners);

export const bannersQueryOptions = () => queryOptions({ queryKey: adminKeys.banners(), queryFn: getBanners, staleTime: 0 });

export const useBanners = () => useQuery(bannersQueryOptions());
