import type { InspectionPhoto } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /api/order/inspectionPhotos?orderId=: the warehouse's inspection photos of the member's order. */
export const getInspectionPhotos = (orderId: number): Promise<InspectionPhoto[]> =>
  callRoute(staffOrderApi.orderInspectionPhotos, { orderId });

export const inspectionPhotosQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.photos(orderId), queryFn: () => getInspectionPhotos(orderId), staleTime: 0 });

export const useInspectionPhotos = (orderId: number, enabled: boolean) =>
  useQuery({ ...inspectionPhotosQueryOptions(orderId), enabled });
