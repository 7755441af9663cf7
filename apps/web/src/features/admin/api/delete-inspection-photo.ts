import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type DeleteInspectionPhotoInput = { id: number; orderId: number };

/** POST /api/admin/order/photo/delete: 删除验货照片. */
export const deleteInspectionPhoto = (input: DeleteInspectionPhotoInput): Promise<unknown> =>
  adminPost<unknown>('/api/admin/order/photo/delete', { id: input.id });

export function useDeleteInspectionPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspectionPhoto,
    onSuccess: (_data, input) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.order(input.orderId) });
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
