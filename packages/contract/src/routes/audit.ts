import { auditPageSchema, auditQuerySchema } from '../admin';
import { getRoute } from './define-route';

/** The routes the server registers in modules/audit/routes.ts. */
export const audit = getRoute('/api/admin/audit', { query: auditQuerySchema, data: auditPageSchema });
