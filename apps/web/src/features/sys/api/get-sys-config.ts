import type { SysConfig } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { sysKeys } from './keys';

export const getSysConfig = async (): Promise<SysConfig> => unwrap(await apiGet<SysConfig>('/api/sys/config'));

export const sysConfigQueryOptions = () => queryOptions({ queryKey: sysKeys.config(), queryFn: getSysConfig });

export const useSysConfig = () => useQuery(sysConfigQueryOptions());
