import type { AdminDashboard } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

/** GET /api/admin/dashboard: orders per status, unread threads, pending top-ups. */
export const getDashboard = (): Promise<AdminDashboard> => adminGet<AdminDashboard>('/api/admin/dashboard');

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
