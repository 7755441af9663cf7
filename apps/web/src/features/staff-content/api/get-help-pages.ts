import type { AdminHelpPage } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/help: the three help pages. Always fresh: staff act on what is there now. */
export const getHelpPages = (): Promise<AdminHelpPage[]> => getData<AdminHelpPage[]>('/api/admin/help');

export const helpPagesQueryOptions = () => queryOptions({ queryKey: adminKeys.help(), queryFn: getHelpPages, staleTime: 0 });

export const useHelpPages = () => useQuery(helpPagesQueryOptions());
