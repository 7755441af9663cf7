import type { UserInfo } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, unwrap } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';
import { authKeys } from './keys';

/** User info from the balance call; fresh each time (it carries the balance). */
export const getUserInfo = async (): Promise<UserInfo> =>
  unwrap(await apiGet<UserInfo>('/api/user/balance', undefined, { fresh: true }));

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
