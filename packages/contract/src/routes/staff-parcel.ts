import { parcelIdQuerySchema } from '../parcel';
import {
  adminParcelDetailSchema,
  adminParcelFeesBodySchema,
  adminParcelListSchema,
  adminParcelPackBodySchema,
  adminParcelPriceQuerySchema,
  adminParcelPriceSchema,
  adminParcelQuerySchema,
  adminParcelReasonBodySchema,
  adminParcelResolveBodySchema,
  adminParcelShipBodySchema,
  adminParcelSummarySchema,
  adminRateCardBodySchema,
  adminShippingMethodBodySchema,
  adminShippingSchema,
  adminStorageResolveBodySchema,
  adminStorageRulesBodySchema,
  parcelMoneyCheckSchema,
  storageReportSchema,
} from '../parcel-admin';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/parcels/staff-parcels-routes.ts. */
export const parcels = getRoute('/api/admin/parcels', { query: adminParcelQuerySchema, data: adminParcelListSchema });

export const parcelsSummary = getRoute('/api/admin/parcels/summary', { data: adminParcelSummarySchema });

export const parcelsMoneyCheck = postRoute('/api/admin/parcels/moneyCheck', { data: parcelMoneyCheckSchema });

export const parcel = getRoute('/api/admin/parcel', { query: parcelIdQuerySchema, data: adminParcelDetailSchema });

export const parcelPrice = getRoute('/api/admin/parcel/price', {
  query: adminParcelPriceQuerySchema,
  data: adminParcelPriceSchema,
});

export const parcelPack = postRoute(
  '/api/admin/parcel/pack',
  { body: adminParcelPackBodySchema, data: adminParcelDetailSchema },
  'json',
);

export const parcelPhoto = postRoute(
  '/api/admin/parcel/photo',
  { query: parcelIdQuerySchema, data: adminParcelDetailSchema },
  'multipart',
);

export const parcelShip = postRoute(
  '/api/admin/parcel/ship',
  { body: adminParcelShipBodySchema, data: adminParcelDetailSchema },
  'json',
);

export const parcelProblem = postRoute(
  '/api/admin/parcel/problem',
  { body: adminParcelReasonBodySchema, data: adminParcelDetailSchema },
  'json',
);

export const parcelResolve = postRoute(
  '/api/admin/parcel/resolve',
  { body: adminParcelResolveBodySchema, data: adminParcelDetailSchema },
  'json',
);

export const parcelCancel = postRoute(
  '/api/admin/parcel/cancel',
  { body: adminParcelReasonBodySchema, data: adminParcelDetailSchema },
  'json',
);

export const shipping = getRoute('/api/admin/shipping', { data: adminShippingSchema });

export const shippingMethod = postRoute(
  '/api/admin/shipping/method',
  { body: adminShippingMethodBodySchema, data: adminShippingSchema },
  'json',
);

export const shippingRateCard = postRoute(
  '/api/admin/shipping/rateCard',
  { body: adminRateCardBodySchema, data: adminShippingSchema },
  'json',
);

export const shippingFees = postRoute(
  '/api/admin/shipping/fees',
  { body: adminParcelFeesBodySchema, data: adminShippingSchema },
  'json',
);

export const shippingStorage = postRoute(
  '/api/admin/shipping/storage',
  { body: adminStorageRulesBodySchema, data: adminShippingSchema },
  'json',
);

export const storage = getRoute('/api/admin/storage', { data: storageReportSchema });

export const storageResolve = postRoute(
  '/api/admin/storage/resolve',
  { body: adminStorageResolveBodySchema, data: storageReportSchema },
  'json',
);
