import type { AdminParcelDetail } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/parcel: the parcel with its items' shelf photos and boxes, packing photos, timeline and money. Always fresh. */
export const getParcel = (parcelId: number): Promise<AdminParcelDetail> => callRoute(staffParcelApi.parcel, { parcelId });

export const parcelQueryOptions = (parcelId: number) =>
  queryOptions({ queryKey: adminKeys.parcel(parcelId), queryFn: () => getParcel(parcelId), staleTime: 0 });

export const useParcel = (parcelId: number) => useQuery(parcelQueryOptions(parcelId));
