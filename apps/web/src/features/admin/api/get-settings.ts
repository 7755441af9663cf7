import type { AdminSettings } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

/** GET /api/admin/settings: rates, fees and system config. */
export const getSettings = (): Promise<AdminSettings> => adminGet<AdminSettings>('/api/admin/settings');

export const settingsQueryOptions = () => queryOptions({ queryKey: adminKeys.settings(), queryFn: getSettings, staleTime: 0 });

export const useSettings = () => useQuery(settingsQueryOptions());
