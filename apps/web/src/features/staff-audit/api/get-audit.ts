import type { AuditPage, AuditQueryInput } from '@daigou/contract';
import { auditApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/audit: operator actions, newest first. Always fresh: staff act on what is there now. */
export const getAudit = (query: AuditQueryInput): Promise<AuditPage> => callRoute(auditApi.audit, { ...query });

export const auditQueryOptions = (query: AuditQueryInput) =>
  queryOptions({ queryKey: adminKeys.audit(query), queryFn: () => getAudit(query), staleTime: 0 });

export const useAudit = (query: AuditQueryInput, enabled = true) =>
  useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData, enabled });
