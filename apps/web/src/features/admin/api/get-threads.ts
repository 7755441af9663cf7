import type { AdminThread, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export interface AdminThreadParams {
  keyword?: string;
  unread?: number;
  page?: number;
  limit?: number;
}

export type AdminThreadPage = Paged<AdminThread> & { unreadThreads: number };

/** GET /api/admin/messages/threads: order threads, unread first. */
export const getThreads = (query: AdminThreadParams): Promise<AdminThreadPage> =>
  adminGet<AdminThreadPage>('/api/admin/messages/threads', { ...query });

export const threadsQueryOptions = (query: AdminThreadParams) =>
  queryOptions({ queryKey: adminKeys.threads(query), queryFn: () => getThreads(query), staleTime: 0 });

export const useThreads = (query: AdminThreadParams, enabled = true) =>
  useQuery({ ...threadsQueryOptions(query), placeholderData: keepPreviousData, enabled });
