import type { AdminMenuNode, AdminMenuSaveInput } from '@daigou/contract';
import { staffMenuApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/menu/save: 新增或修改菜单. Answers the whole menu tree. */
export const saveMenuItem = (input: AdminMenuSaveInput): Promise<AdminMenuNode[]> => callRoute(staffMenuApi.menuSave, input);

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMenuItem, onSuccess: (menu) => queryClient.setQueryData(adminKeys.menu(), menu) });
}
