import { z } from 'zod';
import {
  parcelCancelBodySchema,
  parcelCreateBodySchema,
  parcelCreatedSchema,
  parcelIdBodySchema,
  parcelIdQuerySchema,
  parcelInfoSchema,
  parcelListQuerySchema,
  parcelListSchema,
  parcelPaidSchema,
  parcelPayBodySchema,
  parcelQuoteBodySchema,
  parcelQuoteSchema,
  shippingMethodsSchema,
  warehouseItemSchema,
} from '../parcel';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/parcels/routes.ts. */
export const parcelMethods = getRoute('/api/parcel/methods', { data: shippingMethodsSchema });

export const parcelWarehouse = getRoute('/api/parcel/warehouse', { data: z.array(warehouseItemSchema) });

export const parcelQuote = postRoute('/api/parcel/quote', { body: parcelQuoteBodySchema, data: parcelQuoteSchema }, 'json');

export const parcelCreate = postRoute('/api/parcel/create', { body: parcelCreateBodySchema, data: parcelCreatedSchema }, 'json');

export const parcelList = getRoute('/api/parcel/list', { query: parcelListQuerySchema, data: parcelListSchema });

export const parcelInfo = getRoute('/api/parcel/info', { query: parcelIdQuerySchema, data: parcelInfoSchema });

export const parcelCancel = postRoute('/api/parcel/cancel', { body: parcelCancelBodySchema, data: z.null() });

export const parcelPay = postRoute('/api/parcel/pay', { body: parcelPayBodySchema, data: parcelPaidSchema });

export const parcelConfirmReceipt = postRoute('/api/parcel/confirmReceipt', { body: parcelIdBodySchema, data: z.null() });
