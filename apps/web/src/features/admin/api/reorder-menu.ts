import type { AdminMenuNode } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type ReorderMenuInput = { parentId?: number; ids: number[] };

/** POST /api/admin/menu/reorder: 调整同级菜单顺序. */
export const reorderMenu = (input: ReorderMenuInput): Promise<AdminMenuNode[]> =>
  adminPost<AdminMenuNode[]>('/api/admin/menu/reorder', input);

export function useReorderMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderMenu,
    onSuccess: (menu) => queryClient.setQueryData(adminKeys.menu(), menu),
  });
}
