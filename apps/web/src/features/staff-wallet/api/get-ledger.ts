import type { AdminLedger, AdminLedgerQueryInput } from '@daigou/contract';
import { staffMoneyApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/ledger: one member's money movements beside the balance. Always fresh: staff act on what is there now. */
export const getLedger = (query: AdminLedgerQueryInput): Promise<AdminLedger> => callRoute(staffMoneyApi.ledger, { ...query });

export const ledgerQueryOptions = (query: AdminLedgerQueryInput) =>
  queryOptions({ queryKey: adminKeys.ledger(query), queryFn: () => getLedger(query), staleTime: 0 });

export const useLedger = (query: AdminLedgerQueryInput, enabled = true) =>
  useQuery({ ...ledgerQueryOptions(query), placeholderData: keepPreviousData, enabled });
