import type { UserInfo } from '@daigou/contract';
import { authApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callRoute } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';
import { authKeys } from './keys';

/** User info from the balance call; it carries the balance, so it is asked again after 30 s. */
export const getUserInfo = (): Promise<UserInfo> => callRoute(authApi.userBalance);

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: authKeys.userInfo(), queryFn: getUserInfo, staleTime: 30_000 });

/** Loaded only while the login flag is present; a successful load saves the flag (spec §4). */
export function useUserInfo() {
  const query = useQuery({ ...userInfoQueryOptions(), enabled: loginFlag.isSet() });
  useEffect(() => {
    if (query.isSuccess) loginFlag.save();
  }, [query.isSuccess]);
  return query;
}
