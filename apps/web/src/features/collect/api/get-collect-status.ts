import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';
import { collectKeys } from './keys';

/** GET /api/collect/status: which of these items the member has favourited. */
export const getCollectStatus = async (itemIds: string[]): Promise<string[]> =>
  unwrap(await apiGet<{ itemIds: string[] }>('/api/collect/status', { itemIds: itemIds.join(',') }, { fresh: true })).itemIds;

export const collectStatusQueryOptions = (itemIds: string[]) =>
  queryOptions({ queryKey: collectKeys.status(itemIds), queryFn: () => getCollectStatus(itemIds) });

/** Only asked while logged in: visitors have no favourites. */
export const useCollectStatus = (itemIds: string[]) =>
  useQuery({ ...collectStatusQueryOptions(itemIds), enabled: itemIds.length > 0 && loginFlag.isSet() });
