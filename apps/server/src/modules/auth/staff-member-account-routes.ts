import { staffMemberAccountApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentOperator } from '../../plugins/operator-guard';
import { getMemberAccount } from '../users/staff-member-account-service';
import { sendResetLinkByStaff } from './password-reset-service';

/** The member's account in the console, and sending them a password reset link (never seeing or setting one). */
export const staffMemberAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffMemberAccountApi.membersInfo,
    { tags: ['admin'], summary: '会员账号：资料、邮箱验证状态、账号记录（重置密码、验证邮箱）' },
    async (request) => ok(await getMemberAccount(app.db, request.query.userId, app.clock.now())),
  );

  serve(
    app,
    staffMemberAccountApi.membersResetLink,
    { tags: ['admin'], summary: '向会员已验证的邮箱发送重置密码链接（客服看不到链接；记入操作日志）' },
    async (request) => {
      const user = currentOperator(request);
      const result = await sendResetLinkByStaff(app.db, { id: user.id, account: user.account }, request.body.userId, {
        now: app.clock.now(),
        publicUrl: app.mail.publicUrl,
      });
      return ok(result, `重置密码链接已发送至 ${result.to}`);
    },
  );
};
