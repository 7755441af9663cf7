import { z } from 'zod';
import {
  adminMailRetentionBodySchema,
  adminMailRetryBodySchema,
  adminOutboxQuerySchema,
  adminOutboxSchema,
  mailRetentionSchema,
} from '../mail';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/mail/staff-outbox-routes.ts. */
export const mailOutbox = getRoute('/api/admin/mail/outbox', { query: adminOutboxQuerySchema, data: adminOutboxSchema });

export const mailRetry = postRoute('/api/admin/mail/retry', { body: adminMailRetryBodySchema, data: z.null() }, 'json');

export const mailRetention = postRoute(
  '/api/admin/mail/retention',
  { body: adminMailRetentionBodySchema, data: mailRetentionSchema },
  'json',
);
