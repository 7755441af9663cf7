import type { Rate } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { sysKeys } from './keys';

/** Yuan per 1 yen for each channel. Failures are ignored (spec §8): the rates simply stay unknown. */
export const getRate = async (): Promise<Rate> => unwrap(await apiGet<Rate>('/api/index/rate'));

export const rateQueryOptions = () => queryOptions({ queryKey: sysKeys.rate(), queryFn: getRate });

export const useRate = () => useQuery(rateQueryOptions());
