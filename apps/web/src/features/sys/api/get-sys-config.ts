import type { SysConfig } from '@daigou/contract';
import { sysApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sysKeys } from './keys';

export const getSysConfig = (): Promise<SysConfig> => callRoute(sysApi.sysConfig);

export const sysConfigQueryOptions = () => queryOptions({ queryKey: sysKeys.config(), queryFn: getSysConfig });

export const useSysConfig = () => useQuery(sysConfigQueryOptions());
