import type { AdminMenuNode } from '@daigou/contract';
import { staffMenuApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/menu: the whole menu tree. Always fresh: staff act on what is there now. */
export const getMenu = (): Promise<AdminMenuNode[]> => callRoute(staffMenuApi.menu);

export const menuQueryOptions = () => queryOptions({ queryKey: adminKeys.menu(), queryFn: getMenu, staleTime: 0 });

export const useMenu = () => useQuery(menuQueryOptions());
