import type { AdminWeightClassInput, CategoryWeightClasses } from '@daigou/contract';
import { catalogApi, staffWeightClassApi } from '@daigou/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/catalog/weightClasses: the categories given a weight class (door-cost estimate, decision 086). Always fresh. */
export const getWeightClasses = (): Promise<CategoryWeightClasses> => callRoute(catalogApi.catalogWeightClasses);

export const useWeightClasses = () =>
  useQuery(queryOptions({ queryKey: adminKeys.weightClasses(), queryFn: getWeightClasses, staleTime: 0 }));

/** GET /api/getCategoryChildren: the category staff typed the id of, with its path, to check before saving. */
export const useCategoryLookup = (categoryId: number | null) =>
  useQuery({
    queryKey: adminKeys.category(categoryId ?? 0),
    queryFn: () => callRoute(catalogApi.getCategoryChildren, { categoryId: categoryId ?? 0 }),
    enabled: categoryId !== null && categoryId > 0,
    retry: false,
  });

/** POST /api/admin/catalog/weightClass: 设置类目重量等级。 */
export function useSetWeightClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminWeightClassInput) => callRoute(staffWeightClassApi.catalogWeightClass, input),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.weightClasses(), data),
  });
}

/** POST /api/admin/catalog/weightClass/delete: 删除类目重量等级。 */
export function useDeleteWeightClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => callRoute(staffWeightClassApi.catalogWeightClassDelete, { categoryId }),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.weightClasses(), data),
  });
}
