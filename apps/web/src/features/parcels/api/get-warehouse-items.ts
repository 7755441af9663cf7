import type { WarehouseItem } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** GET /api/parcel/warehouse: the member's items at the warehouse. */
export const getWarehouseItems = (): Promise<WarehouseItem[]> => getData<WarehouseItem[]>('/api/parcel/warehouse');

export const warehouseItemsQueryOptions = () => queryOptions({ queryKey: parcelKeys.warehouse(), queryFn: getWarehouseItems });

export const useWarehouseItems = () => useQuery(warehouseItemsQueryOptions());
