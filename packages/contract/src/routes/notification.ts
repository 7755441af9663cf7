import { editNotifyMailBodySchema, notifyMailSettingsSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '../mail';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/notifications/routes.ts. */
export const userNotifyMail = getRoute('/api/user/notifyMail', { data: notifyMailSettingsSchema });

export const userNotifyMailSave = postRoute('/api/user/notifyMail', {
  body: editNotifyMailBodySchema,
  data: notifyMailSettingsSchema,
});

/** One-click unsubscribe from a mail (RFC 8058): the token in the query string, no session. */
export const mailUnsubscribe = postRoute(
  '/api/mail/unsubscribe',
  { query: unsubscribeQuerySchema, data: unsubscribeResultSchema },
  'query',
);
