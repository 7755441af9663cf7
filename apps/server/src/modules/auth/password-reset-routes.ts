import { FORGOT_PASSWORD_ANSWER, passwordResetApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { resetMailAllowance } from '../users/account-mail-limits';
import { requestPasswordReset, resetPassword } from './password-reset-service';

/** Password reset by mail (decision 043): /#/forgot calls forgot, the link's /#/reset?token=… calls reset. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    passwordResetApi.authForgot,
    { tags: ['user'], summary: '忘记密码（form-urlencoded：account 为账号或已验证的邮箱）；无论账号是否存在，回答都相同' },
    async (request) => {
      await requestPasswordReset(app.db, request.body.account, {
        now: app.clock.now(),
        publicUrl: app.mail.publicUrl,
        allowAccount: resetMailAllowance(app, request),
      });
      return ok(null, FORGOT_PASSWORD_ANSWER);
    },
  );

  serve(
    app,
    passwordResetApi.authReset,
    { tags: ['user'], summary: '用邮件中的链接设置新密码（form-urlencoded：token, password, confirm）；其他登录全部退出' },
    async (request) => {
      const result = await resetPassword(app.db, request.body, {
        now: app.clock.now(),
        address: request.ip,
        publicUrl: app.mail.publicUrl,
        session: request.user ? { userId: request.user.id, sessionId: request.user.sessionId } : null,
        hashCost: app.config.PASSWORD_HASH_COST,
      });
      return ok(result, '密码已重置，请用新密码登录');
    },
  );
};
