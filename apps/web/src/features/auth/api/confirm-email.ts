import type { ConfirmEmailInput, ConfirmEmailResult } from '@daigou/contract';
import { emailApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/user/confirmEmail (form-urlencoded: token): the address from the link becomes the member's email. */
export const confirmEmail = (body: ConfirmEmailInput): Promise<ConfirmEmailResult> => callRoute(emailApi.userConfirmEmail, body);

/** The result is shown on the page; a member logged in here sees their new email at once. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }),
  });
}
