import type { TranslationUsage } from '@daigou/contract';
import { staffTranslationApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/translation/usage: today's characters sent to the provider, the budget, the cache hit rate. Always fresh. */
export const getTranslationUsage = (): Promise<TranslationUsage> => callRoute(staffTranslationApi.translationUsage);

export const translationUsageQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.translationUsage(), queryFn: getTranslationUsage, staleTime: 0 });

export const useTranslationUsage = () => useQuery(translationUsageQueryOptions());
