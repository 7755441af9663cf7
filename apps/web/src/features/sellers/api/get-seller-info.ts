import type { SellerInfo } from '@daigou/contract';
import { sellerApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/seller/info — profile, rating counts, risk, and the viewer's relation. */
export const getSellerInfo = (sellerId: string): Promise<SellerInfo> => callRoute(sellerApi.sellerInfo, { sellerId });

export const sellerInfoQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: sellerKeys.info(sellerId), queryFn: () => getSellerInfo(sellerId), retry: false });

export const useSellerInfo = (sellerId: string) => useQuery(sellerInfoQueryOptions(sellerId));
