import type { HotCategory } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getHotCategories = (): Promise<HotCategory[]> => getData<HotCategory[]>('/api/index/hotCategories');

export const hotCategoriesQueryOptions = () => queryOptions({ queryKey: contentKeys.hotCategories(), queryFn: getHotCategories });

export const useHotCategories = () => useQuery(hotCategoriesQueryOptions());
