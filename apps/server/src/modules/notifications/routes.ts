import {
  apiReply,
  editNotifyMailBodySchema,
  notifyMailSettingsSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { editNotifyMail, getNotifyMailSettings, unsubscribe } from './notify-settings-service';

/** 通知设置 (which kinds also come by mail) and the one-click unsubscribe of a notification mail. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/notifyMail',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '通知设置：哪些通知同时发送邮件',
        response: { 200: apiReply(notifyMailSettingsSchema) },
      },
    },
    async (request) => ok(await getNotifyMailSettings(app.db, currentUser(request).id)),
  );

  app.post(
    '/api/user/notifyMail',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '通知设置：某类通知是否同时发送邮件（form-urlencoded：kind, mail 0/1）',
        body: editNotifyMailBodySchema,
        response: { 200: apiReply(notifyMailSettingsSchema) },
      },
    },
    async (request) => ok(await editNotifyMail(app.db, currentUser(request).id, request.body, app.clock.now()), '通知设置已保存'),
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      // Sent by mail programs (List-Unsubscribe-Post, RFC 8058) from no page of this site: the token is the proof.
      config: { csrfExempt: true },
      schema: {
        tags: ['user'],
        summary: '一键退订某类通知邮件（t 来自邮件中的退订链接；无需登录）',
        querystring: unsubscribeQuerySchema,
        response: { 200: apiReply(unsubscribeResultSchema) },
      },
    },
    async (request) => {
      const result = await unsubscribe(app.db, request.query.t, app.clock.now());
      return ok(result, `已退订「${result.label}」邮件`);
    },
  );
};
