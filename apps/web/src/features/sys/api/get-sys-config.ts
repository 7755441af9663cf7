import type { SysConfig } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { sysKeys } from './keys';

export const getSysConfig = (): Promise<SysConfig> => getData<SysConfig>('/api/sys/config');

export const sysConfigQueryOptions = () => queryOptions({ queryKey: sysKeys.config(), queryFn: getSysConfig });

export const useSysConfig = () => useQuery(sysConfigQueryOptions());
