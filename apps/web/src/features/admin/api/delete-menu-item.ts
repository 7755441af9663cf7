import type { AdminMenuNode } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type DeleteMenuItemInput = { id: number };

/** POST /api/admin/menu/delete: 删除菜单（连同子菜单）. */
export const deleteMenuItem = (input: DeleteMenuItemInput): Promise<AdminMenuNode[]> =>
  adminPost<AdminMenuNode[]>('/api/admin/menu/delete', input);

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: (menu) => queryClient.setQueryData(adminKeys.menu(), menu),
  });
}
