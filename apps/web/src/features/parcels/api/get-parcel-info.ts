import type { ParcelInfo } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** GET /api/parcel/info: the parcel, its timeline, money and photos. */
export const getParcelInfo = (parcelId: number): Promise<ParcelInfo> => callRoute(parcelApi.parcelInfo, { parcelId });

export const parcelInfoQueryOptions = (parcelId: number) =>
  queryOptions({ queryKey: parcelKeys.detail(parcelId), queryFn: () => getParcelInfo(parcelId) });

export const useParcelInfo = (parcelId: number) => useQuery(parcelInfoQueryOptions(parcelId));
