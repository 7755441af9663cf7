import type { CategoryWeightClasses } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/catalog/weightClasses: the categories staff gave a weight class (the door-cost estimate, decision 086). */
export const getWeightClasses = (): Promise<CategoryWeightClasses> => callRoute(catalogApi.catalogWeightClasses);

export const weightClassesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.weightClasses(), queryFn: getWeightClasses, staleTime: 10 * 60_000 });

export const useWeightClasses = () => useQuery(weightClassesQueryOptions());
