import type { AdminMenuNode, IdInput } from '@daigou/contract';
import { staffMenuApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/menu/delete: 删除菜单（连同子菜单）. Answers the whole menu tree. */
export const deleteMenuItem = (input: IdInput): Promise<AdminMenuNode[]> => callRoute(staffMenuApi.menuDelete, input);

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenuItem, onSuccess: (menu) => queryClient.setQueryData(adminKeys.menu(), menu) });
}
