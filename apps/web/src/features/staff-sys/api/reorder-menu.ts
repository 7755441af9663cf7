import type { AdminMenuNode, AdminMenuReorderInput } from '@daigou/contract';
import { staffMenuApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/menu/reorder: 调整同级菜单顺序. Answers the whole menu tree. */
export const reorderMenu = (input: AdminMenuReorderInput): Promise<AdminMenuNode[]> => callRoute(staffMenuApi.menuReorder, input);

export function useReorderMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderMenu, onSuccess: (menu) => queryClient.setQueryData(adminKeys.menu(), menu) });
}
