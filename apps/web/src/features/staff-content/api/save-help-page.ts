import type { AdminHelpPage, AdminHelpSaveInput } from '@daigou/contract';
import { staffHelpApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/help/save: 修改帮助页（服务器保存前清理 HTML）. */
export const saveHelpPage = (input: AdminHelpSaveInput): Promise<AdminHelpPage> => callRoute(staffHelpApi.helpSave, input);

export function useSaveHelpPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHelpPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.help() }),
  });
}
