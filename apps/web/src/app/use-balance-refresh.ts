import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '../features/auth/api/keys';

/** After money moved (pay, cancel, a changed maximum, a credited top-up): the user info carries the balance. */
export function useBalanceRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }), [queryClient]);
}
