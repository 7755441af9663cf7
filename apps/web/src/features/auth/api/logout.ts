import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';

export const logout = () => apiPost<null>('/api/user/logout');

/** Logout success (code 0) clears the user info and the flag; the caller then goes to /login. */
export function useLogout(onLoggedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (envelope) => {
      if (envelope.code !== 0) return;
      loginFlag.clear();
      // Everything cached belonged to the member who left: user info, orders, messages.
      queryClient.clear();
      onLoggedOut();
    },
  });
}
