import type { CategoryChildren } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/getCategoryChildren — a category, its breadcrumb and its children (0: the roots). */
export const getCategoryChildren = (categoryId: number): Promise<CategoryChildren> =>
  callRoute(catalogApi.getCategoryChildren, categoryId > 0 ? { categoryId } : {});

export const categoryChildrenQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: catalogKeys.categoryChildren(categoryId), queryFn: () => getCategoryChildren(categoryId) });

export const useCategoryChildren = (categoryId: number, enabled = true) =>
  useQuery({ ...categoryChildrenQueryOptions(categoryId), enabled });
