import type { WarehouseItem } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** GET /api/parcel/warehouse: the member's items at the warehouse. */
export const getWarehouseItems = (): Promise<WarehouseItem[]> => callRoute(parcelApi.parcelWarehouse);

export const warehouseItemsQueryOptions = () => queryOptions({ queryKey: parcelKeys.warehouse(), queryFn: getWarehouseItems });

export const useWarehouseItems = () => useQuery(warehouseItemsQueryOptions());
