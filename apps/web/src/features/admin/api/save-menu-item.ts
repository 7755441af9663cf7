import type { AdminMenuNode } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type SaveMenuItemInput = {
  id?: number;
  parentId?: number;
  name: string;
  url: string;
  icon?: string;
  sort: number;
  enabled: number;
};

/** POST /api/admin/menu/save: 新增或修改菜单. */
export const saveMenuItem = (input: SaveMenuItemInput): Promise<AdminMenuNode[]> =>
  adminPost<AdminMenuNode[]>('/api/admin/menu/save', input);

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSuccess: (menu) => queryClient.setQueryData(adminKeys.menu(), menu),
  });
}
