import { itemCardPageSchema } from '../catalog';
import { pagedSchema } from '../envelope';
import {
  sellerIdQuerySchema,
  sellerInfoSchema,
  sellerItemsQuerySchema,
  sellerRatingSchema,
  sellerRatingsQuerySchema,
  sellerRiskSchema,
} from '../seller';
import { getRoute } from './define-route';

/** The routes the server registers in modules/sellers/routes.ts. */
export const sellerInfo = getRoute('/api/seller/info', { query: sellerIdQuerySchema, data: sellerInfoSchema });

export const sellerList = getRoute('/api/seller/list', { query: sellerItemsQuerySchema, data: itemCardPageSchema });

export const sellerRatings = getRoute('/api/seller/ratings', {
  query: sellerRatingsQuerySchema,
  data: pagedSchema(sellerRatingSchema),
});

export const sellerRisk = getRoute('/api/seller/risk', { query: sellerIdQuerySchema, data: sellerRiskSchema });
