import type { AdminHelpPage } from '@daigou/contract';
import { staffHelpApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/help: the three help pages. Always fresh: staff act on what is there now. */
export const getHelpPages = (): Promise<AdminHelpPage[]> => callRoute(staffHelpApi.help);

export const helpPagesQueryOptions = () => queryOptions({ queryKey: adminKeys.help(), queryFn: getHelpPages, staleTime: 0 });

export const useHelpPages = () => useQuery(helpPagesQueryOptions());
