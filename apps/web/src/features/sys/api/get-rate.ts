import type { Rate } from '@daigou/contract';
import { sysApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sysKeys } from './keys';

/** Yuan per 1 yen for each channel. */
export const getRate = (): Promise<Rate> => callRoute(sysApi.indexRate);

/** Failures are ignored (spec §8): the rates simply stay unknown, no toast. */
export const rateQueryOptions = () => queryOptions({ queryKey: sysKeys.rate(), queryFn: getRate, meta: { silent: true } });

export const useRate = () => useQuery(rateQueryOptions());
