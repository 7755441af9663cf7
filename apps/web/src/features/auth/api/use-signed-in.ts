import type { UserInfo } from '@daigou/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loginFlag } from '../../../lib/login-flag';
import { authKeys } from './keys';

/**
 * After login or sign-up: the answer IS the user info, so it is stored as the loaded user info and the
 * login flag is saved (spec §4: the flag follows a successful user-info load). Everything cached for the
 * previous visitor is dropped.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: UserInfo) => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.userInfo(), user);
      loginFlag.save();
    },
    [queryClient],
  );
}
