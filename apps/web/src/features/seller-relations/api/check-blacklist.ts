import type { SellerRelation } from '@daigou/contract';
import { sellerRelationApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';
import { sellerRelationKeys } from './keys';

/** GET /api/seller/checkBlacklist?sellerId=: whether the member blacklisted (and follows) this seller. */
export const checkBlacklist = (sellerId: string): Promise<SellerRelation> =>
  callRoute(sellerRelationApi.sellerCheckBlacklist, { sellerId });

export const sellerRelationQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: sellerRelationKeys.relation(sellerId), queryFn: () => checkBlacklist(sellerId) });

export const useSellerRelation = (sellerId: string) =>
  useQuery({ ...sellerRelationQueryOptions(sellerId), enabled: !!sellerId && loginFlag.isSet() });
