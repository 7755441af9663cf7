import type { AdminDashboard } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/dashboard: orders per status, unread threads, pending top-ups, the money check. Always fresh: staff act on what is there now. */
export const getDashboard = (): Promise<AdminDashboard> => callRoute(staffOrderApi.dashboard);

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
