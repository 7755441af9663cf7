import type { MenuItem } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { sysKeys } from './keys';

export const getMenu = async (): Promise<MenuItem[]> => unwrap(await apiGet<MenuItem[]>('/api/SysMenuList'));

export const menuQueryOptions = () => queryOptions({ queryKey: sysKeys.menu(), queryFn: getMenu });

export const useMenu = () => useQuery(menuQueryOptions());
