import type { AdminWeightClassInput, CategoryChildren, CategoryWeightClasses } from '@daigou/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** GET /api/catalog/weightClasses: the categories given a weight class (door-cost estimate, decision 086). Always fresh. */
export const getWeightClasses = (): Promise<CategoryWeightClasses> =>
  getData<CategoryWeightClasses>('/api/catalog/weightClasses');

export const useWeightClasses = () =>
  useQuery(queryOptions({ queryKey: adminKeys.weightClasses(), queryFn: getWeightClasses, staleTime: 0 }));

/** GET /api/getCategoryChildren: the category staff typed the id of, with its path, to check before saving. */
export const useCategoryLookup = (categoryId: number | null) =>
  useQuery({
    queryKey: adminKeys.category(categoryId ?? 0),
    queryFn: () => getData<CategoryChildren>('/api/getCategoryChildren', { categoryId: categoryId ?? 0 }),
    enabled: categoryId !== null && categoryId > 0,
    retry: false,
  });

/** POST /api/admin/catalog/weightClass: 设置类目重量等级。 */
export function useSetWeightClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminWeightClassInput) => adminPost<CategoryWeightClasses>('/api/admin/catalog/weightClass', input),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.weightClasses(), data),
  });
}

/** POST /api/admin/catalog/weightClass/delete: 删除类目重量等级。 */
export function useDeleteWeightClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => adminPost<CategoryWeightClasses>('/api/admin/catalog/weightClass/delete', { categoryId }),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.weightClasses(), data),
  });
}
