import { pagedSchema } from '../envelope';
import {
  blacklistEntrySchema,
  checkBlacklistQuerySchema,
  followedSellerSchema,
  sellerRelationBodySchema,
  sellerRelationListQuerySchema,
  sellerRelationSchema,
} from '../seller-relations';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/sellers/seller-relations-routes.ts. */
export const sellerCheckBlacklist = getRoute('/api/seller/checkBlacklist', {
  query: checkBlacklistQuerySchema,
  data: sellerRelationSchema,
});

export const sellerBlacklist = getRoute('/api/seller/blacklist', {
  query: sellerRelationListQuerySchema,
  data: pagedSchema(blacklistEntrySchema),
});

export const sellerFollowed = getRoute('/api/seller/followed', {
  query: sellerRelationListQuerySchema,
  data: pagedSchema(followedSellerSchema),
});

const change = { body: sellerRelationBodySchema, data: sellerRelationSchema };
export const sellerFollow = postRoute('/api/seller/follow', change);
export const sellerUnfollow = postRoute('/api/seller/unfollow', change);
export const sellerBlack = postRoute('/api/seller/black', change);
export const sellerUnblack = postRoute('/api/seller/unblack', change);
