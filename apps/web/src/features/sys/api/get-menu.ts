import type { MenuItem } from '@daigou/contract';
import { sysApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sysKeys } from './keys';

export const getMenu = (): Promise<MenuItem[]> => callRoute(sysApi.sysMenuList);

/** Spec §8: a failed menu shows nothing. */
export const menuQueryOptions = () => queryOptions({ queryKey: sysKeys.menu(), queryFn: getMenu, meta: { silent: true } });

export const useMenu = () => useQuery(menuQueryOptions());
