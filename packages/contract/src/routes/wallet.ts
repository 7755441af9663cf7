import { rechargeSchema, rechargeStatusQuerySchema, webRechargeBodySchema } from '../wallet';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/wallet/routes.ts. */
export const userWebRecharge = postRoute('/api/user/webRecharge', { body: webRechargeBodySchema, data: rechargeSchema });

export const userGetRechargeStatus = getRoute('/api/user/GetRechargeStatus', {
  query: rechargeStatusQuerySchema,
  data: rechargeSchema,
});
