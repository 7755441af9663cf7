import { authApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';

export const logout = () => callRoute(authApi.userLogout);

/** Logout success clears the user info and the flag; the caller then goes to /login. */
export function useLogout(onLoggedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      loginFlag.clear();
      // Everything cached belonged to the member who left: user info, orders, messages.
      queryClient.clear();
      onLoggedOut();
    },
  });
}
