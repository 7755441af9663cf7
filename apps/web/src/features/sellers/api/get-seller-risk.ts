import type { SellerRisk } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/seller/risk — the level and the reasons behind it. */
export const getSellerRisk = (sellerId: string): Promise<SellerRisk> => getData<SellerRisk>('/api/seller/risk', { sellerId });

export const sellerRiskQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: sellerKeys.risk(sellerId), queryFn: () => getSellerRisk(sellerId) });

export const useSellerRisk = (sellerId: string) => useQuery(sellerRiskQueryOptions(sellerId));
