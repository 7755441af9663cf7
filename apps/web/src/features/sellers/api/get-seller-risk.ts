import type { SellerRisk } from '@daigou/contract';
import { sellerApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/seller/risk — the level and the reasons behind it. */
export const getSellerRisk = (sellerId: string): Promise<SellerRisk> => callRoute(sellerApi.sellerRisk, { sellerId });

export const sellerRiskQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: sellerKeys.risk(sellerId), queryFn: () => getSellerRisk(sellerId) });

export const useSellerRisk = (sellerId: string) => useQuery(sellerRiskQueryOptions(sellerId));
