import type { AdminSettings } from '@daigou/contract';
import { staffSettingsApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/settings: rates, fees and system config. Always fresh: staff act on what is there now. */
export const getSettings = (): Promise<AdminSettings> => callRoute(staffSettingsApi.settings);

export const settingsQueryOptions = () => queryOptions({ queryKey: adminKeys.settings(), queryFn: getSettings, staleTime: 0 });

export const useSettings = () => useQuery(settingsQueryOptions());
