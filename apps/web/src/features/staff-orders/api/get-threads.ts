import type { AdminThreadPage, AdminThreadQueryInput } from '@daigou/contract';
import { staffInboxApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/messages/threads: order threads, unread first. Always fresh: staff act on what is there now. */
export const getThreads = (query: AdminThreadQueryInput): Promise<AdminThreadPage> =>
  callRoute(staffInboxApi.messagesThreads, { ...query });

export const threadsQueryOptions = (query: AdminThreadQueryInput) =>
  queryOptions({ queryKey: adminKeys.threads(query), queryFn: () => getThreads(query), staleTime: 0 });

export const useThreads = (query: AdminThreadQueryInput, enabled = true) =>
  useQuery({ ...threadsQueryOptions(query), placeholderData: keepPreviousData, enabled });
