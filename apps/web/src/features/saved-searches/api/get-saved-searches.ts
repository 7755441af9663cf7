import type { SavedSearchList } from '@daigou/contract';
import { savedSearchApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** GET /api/user/savedSearch/list: the member's saved searches, newest first. */
export const getSavedSearches = (): Promise<SavedSearchList> => callRoute(savedSearchApi.userSavedSearchList);

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchKeys.list(), queryFn: getSavedSearches, staleTime: 0 });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
