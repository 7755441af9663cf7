import type { TitleTranslation } from '@daigou/contract';
import { staffTranslationApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/translation/title?itemId=: the title, what members read, what the machine says, the correction. */
export const getTitleTranslation = (itemId: string): Promise<TitleTranslation> =>
  callRoute(staffTranslationApi.translationTitle, { itemId });

export const titleTranslationQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: adminKeys.titleTranslation(itemId),
    queryFn: () => getTitleTranslation(itemId),
    staleTime: 0,
    enabled: itemId !== '',
  });

export const useTitleTranslation = (itemId: string) => useQuery(titleTranslationQueryOptions(itemId));
