import type { StorageReport } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/storage: items near the end of free storage or of the maximum, and those past it (queued first). Always fresh. */
export const getStorageReport = (): Promise<StorageReport> => callRoute(staffParcelApi.storage);

export const storageReportQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.storage(), queryFn: getStorageReport, staleTime: 0 });

export const useStorageReport = () => useQuery(storageReportQueryOptions());
