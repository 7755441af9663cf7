import type { AdminHelpPage } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

/** GET /api/admin/help: the three help pages. */
export const getHelpPages = (): Promise<AdminHelpPage[]> => adminGet<AdminHelpPage[]>('/api/admin/help');

export const helpPagesQueryOptions = () => queryOptions({ queryKey: adminKeys.help(), queryFn: getHelpPages, staleTime: 0 });

export const useHelpPages = () => useQuery(helpPagesQueryOptions());
