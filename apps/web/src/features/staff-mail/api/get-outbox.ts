import type { AdminOutbox, AdminOutboxQueryInput } from '@daigou/contract';
import { staffOutboxApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/mail/outbox: every mail, newest first, with its delivery state. Always fresh. */
export const getOutbox = (query: AdminOutboxQueryInput): Promise<AdminOutbox> =>
  callRoute(staffOutboxApi.mailOutbox, { ...query });

export const outboxQueryOptions = (query: AdminOutboxQueryInput) =>
  queryOptions({ queryKey: adminKeys.outbox(query), queryFn: () => getOutbox(query), staleTime: 0 });

export const useOutbox = (query: AdminOutboxQueryInput) =>
  useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
