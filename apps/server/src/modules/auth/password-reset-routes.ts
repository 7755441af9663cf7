import {
  apiReply,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordResultSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { resetMailAllowance } from '../users/account-mail-limits';
import { requestPasswordReset, resetPassword } from './password-reset-service';

/** Password reset by mail (decision 043): /#/forgot calls forgot, the link's /#/reset?token=… calls reset. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot',
    {
      schema: {
        tags: ['user'],
        summary: '忘记密码（form-urlencoded：account 为账号或已验证的邮箱）；无论账号是否存在，回答都相同',
        body: forgotPasswordBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.account, {
        now: app.clock.now(),
        publicUrl: app.mail.publicUrl,
        allowAccount: resetMailAllowance(app, request),
      });
      return ok(null, FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post(
    '/api/auth/reset',
    {
      schema: {
        tags: ['user'],
        summary: '用邮件中的链接设置新密码（form-urlencoded：token, password, confirm）；其他登录全部退出',
        body: resetPasswordBodySchema,
        response: { 200: apiReply(resetPasswordResultSchema) },
      },
    },
    async (request) => {
      const result = await resetPassword(app.db, request.body, {
        now: app.clock.now(),
        address: request.ip,
        publicUrl: app.mail.publicUrl,
        session: request.user ? { userId: request.user.id, sessionId: request.user.sessionId } : null,
      });
      return ok(result, '密码已重置，请用新密码登录');
    },
  );
};
