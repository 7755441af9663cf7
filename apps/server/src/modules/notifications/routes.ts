import { notificationApi, unsubscribeQuerySchema } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { editNotifyMail, getNotifyMailSettings, unsubscribe, unsubscribePreview } from './notify-settings-service';
import { unsubscribeConfirmPage, unsubscribedPage, unsubscribeInvalidPage } from './unsubscribe-page';

const HTML = 'text/html; charset=utf-8';
/** The unsubscribe link's token as a page receives it: anything, checked by the handler, which answers a page. */
const pageQuery = z.object({ t: z.string().optional().catch(undefined) });

/** 通知设置 (which kinds also come by mail), the one-click unsubscribe of a notification mail and its page. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    notificationApi.userNotifyMail,
    { preHandler: requireUser, tags: ['user'], summary: '通知设置：哪些通知同时发送邮件' },
    async (request) => ok(await getNotifyMailSettings(app.db, currentUser(request).id)),
  );

  serve(
    app,
    notificationApi.userNotifyMailSave,
    { preHandler: requireUser, tags: ['user'], summary: '通知设置：某类通知是否同时发送邮件（form-urlencoded：kind, mail 0/1）' },
    async (request) => ok(await editNotifyMail(app.db, currentUser(request).id, request.body, app.clock.now()), '通知设置已保存'),
  );

  serve(
    app,
    notificationApi.mailUnsubscribe,
    {
      // Sent by mail programs (List-Unsubscribe-Post, RFC 8058) from no page of this site: the token is the proof.
      config: { csrfExempt: true },
      tags: ['user'],
      summary: '一键退订某类通知邮件（t 来自邮件中的退订链接；无需登录）',
    },
    async (request) => {
      const result = await unsubscribe(app.db, request.query.t, app.clock.now());
      return ok(result, `已退订「${result.label}」邮件`);
    },
  );

  // The same URL opened in a browser (a mail program without one-click support, decision 067): a page that
  // asks, and changes nothing — mail software and scanners fetch such links by themselves.
  app.get(
    '/api/mail/unsubscribe',
    {
      // A page, not an API call (it answers HTML, not the envelope): left out of the API document.
      schema: { hide: true, querystring: pageQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type(HTML);
      const token = unsubscribeQuerySchema.safeParse(request.query);
      const preview = token.success ? await unsubscribePreview(app.db, token.data.t) : null;
      if (!token.success || !preview) return reply.status(404).send(unsubscribeInvalidPage());
      return reply.send(unsubscribeConfirmPage({ token: token.data.t, label: preview.label, receiving: preview.receiving }));
    },
  );

  // The page's button: a plain form post (no script, no session), answered with a page saying it is done.
  app.post(
    '/mail/unsubscribe',
    {
      config: { csrfExempt: true },
      schema: { hide: true, querystring: pageQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type(HTML);
      const token = unsubscribeQuerySchema.safeParse(request.query);
      if (!token.success) return reply.status(404).send(unsubscribeInvalidPage());
      try {
        const result = await unsubscribe(app.db, token.data.t, app.clock.now());
        return reply.send(unsubscribedPage(result.label));
      } catch (error) {
        if (error instanceof AppError) return reply.status(404).send(unsubscribeInvalidPage());
        throw error;
      }
    },
  );
};
