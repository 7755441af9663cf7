import type { AuditEntry, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export interface AuditParams {
  action?: string;
  operator?: string;
  targetType?: string;
  targetId?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** GET /api/admin/audit: operator actions, newest first. */
export const getAudit = (query: AuditParams): Promise<Paged<AuditEntry>> =>
  adminGet<Paged<AuditEntry>>('/api/admin/audit', { ...query });

export const auditQueryOptions = (query: AuditParams) =>
  queryOptions({ queryKey: adminKeys.audit(query), queryFn: () => getAudit(query), staleTime: 0 });

export const useAudit = (query: AuditParams, enabled = true) =>
  useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData, enabled });
