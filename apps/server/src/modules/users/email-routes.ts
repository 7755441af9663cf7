import { emailApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { confirmMailAllowance } from './account-mail-limits';
import { confirmEmail, resendEmailConfirmation } from './email-service';

/** The member's email (decision 043): opening the confirmation link, and sending it again. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    emailApi.userConfirmEmail,
    { tags: ['user'], summary: '验证邮箱（form-urlencoded：token，来自验证邮件的链接；无需登录）' },
    async (request) => ok(await confirmEmail(app.db, request.body, app.clock.now(), request.ip), '邮箱已验证'),
  );

  serve(
    app,
    emailApi.userSendEmailConfirm,
    { preHandler: requireUser, tags: ['user'], summary: '重新发送验证邮件（发到待验证的邮箱）' },
    async (request) => {
      const email = await resendEmailConfirmation(app.db, currentUser(request).id, {
        now: app.clock.now(),
        publicUrl: app.mail.publicUrl,
        allowAccount: confirmMailAllowance(app, request),
      });
      return ok({ email }, `验证邮件已发送至 ${email}`);
    },
  );
};
