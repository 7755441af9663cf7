import type { ParcelList, ParcelListQueryInput, ParcelType } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

export const PARCEL_PAGE_SIZE = 10;

/** GET /api/parcel/list: the member's parcels by status, paged. */
export const getParcelList = (query: ParcelListQueryInput): Promise<ParcelList> => callRoute(parcelApi.parcelList, query);

export const parcelListQueryOptions = (type: ParcelType, page: number) =>
  queryOptions({
    queryKey: parcelKeys.list(type, page, PARCEL_PAGE_SIZE),
    queryFn: () => getParcelList({ type, page, limit: PARCEL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useParcelList = (type: ParcelType, page: number) => useQuery(parcelListQueryOptions(type, page));
