import { z } from 'zod';
import {
  addressAddBodySchema,
  addressEditBodySchema,
  addressIdBodySchema,
  addressSchema,
  divisionSchema,
  divisionsQuerySchema,
} from '../address';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/addresses/routes.ts. */
export const addressDivisions = getRoute('/api/address/divisions', {
  query: divisionsQuerySchema,
  data: z.array(divisionSchema),
});

export const addressList = getRoute('/api/address/list', { data: z.array(addressSchema) });

export const addressAdd = postRoute('/api/address/add', { body: addressAddBodySchema, data: addressSchema });

export const addressEdit = postRoute('/api/address/edit', { body: addressEditBodySchema, data: addressSchema });

export const addressDelete = postRoute('/api/address/delete', { body: addressIdBodySchema, data: z.null() });

export const addressSetDefault = postRoute('/api/address/setDefault', { body: addressIdBodySchema, data: addressSchema });
