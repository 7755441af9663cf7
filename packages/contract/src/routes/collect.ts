import {
  collectChangeSchema,
  collectItemBodySchema,
  collectListQuerySchema,
  collectListSchema,
  collectStatusQuerySchema,
  collectStatusSchema,
} from '../collect';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/collect/routes.ts. */
export const collectList = getRoute('/api/collect/list', { query: collectListQuerySchema, data: collectListSchema });

export const collectAdd = postRoute('/api/collect/add', { body: collectItemBodySchema, data: collectChangeSchema });

export const collectDelete = postRoute('/api/collect/delete', { body: collectItemBodySchema, data: collectChangeSchema });

export const collectStatus = getRoute('/api/collect/status', { query: collectStatusQuerySchema, data: collectStatusSchema });
