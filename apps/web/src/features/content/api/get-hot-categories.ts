import type { HotCategory } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getHotCategories = (): Promise<HotCategory[]> => callRoute(catalogApi.indexHotCategories);

export const hotCategoriesQueryOptions = () => queryOptions({ queryKey: contentKeys.hotCategories(), queryFn: getHotCategories });

export const useHotCategories = () => useQuery(hotCategoriesQueryOptions());
