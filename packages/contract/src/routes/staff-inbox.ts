import { z } from 'zod';
import { adminOrderIdQuerySchema, adminReplyBodySchema, adminThreadPageSchema, adminThreadQuerySchema } from '../admin';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/orders/staff-inbox-routes.ts. */
export const messagesThreads = getRoute('/api/admin/messages/threads', {
  query: adminThreadQuerySchema,
  data: adminThreadPageSchema,
});

export const messagesRead = postRoute(
  '/api/admin/messages/read',
  { body: adminOrderIdQuerySchema, data: z.object({ read: z.number().int() }) },
  'json',
);

export const messagesReply = postRoute('/api/admin/messages/reply', { body: adminReplyBodySchema, data: z.null() }, 'json');
