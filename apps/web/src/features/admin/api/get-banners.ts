import type { AdminBanner } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

/** GET /api/admin/banners: every banner, shown or not. */
export const getBanners = (): Promise<AdminBanner[]> => adminGet<AdminBanner[]>('/api/admin/banners');

export const bannersQueryOptions = () => queryOptions({ queryKey: adminKeys.banners(), queryFn: getBanners, staleTime: 0 });

export const useBanners = () => useQuery(bannersQueryOptions());
