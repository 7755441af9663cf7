import type { AdminLedger } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export interface AdminLedgerParams {
  userId: number;
  kind?: string;
  page?: number;
  limit?: number;
}

/** GET /api/admin/ledger: one member's money movements beside the balance. */
export const getLedger = (query: AdminLedgerParams): Promise<AdminLedger> =>
  adminGet<AdminLedger>('/api/admin/ledger', { ...query });

export const ledgerQueryOptions = (query: AdminLedgerParams) =>
  queryOptions({ queryKey: adminKeys.ledger(query), queryFn: () => getLedger(query), staleTime: 0 });

export const useLedger = (query: AdminLedgerParams, enabled = true) =>
  useQuery({ ...ledgerQueryOptions(query), placeholderData: keepPreviousData, enabled });
