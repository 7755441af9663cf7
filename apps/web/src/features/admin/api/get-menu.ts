import type { AdminMenuNode } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

/** GET /api/admin/menu: the whole menu tree. */
export const getMenu = (): Promise<AdminMenuNode[]> => adminGet<AdminMenuNode[]>('/api/admin/menu');

export const menuQueryOptions = () => queryOptions({ queryKey: adminKeys.menu(), queryFn: getMenu, staleTime: 0 });

export const useMenu = () => useQuery(menuQueryOptions());
