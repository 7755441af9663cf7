import {
  adminMemberAccountQuerySchema,
  adminMemberAccountSchema,
  adminResetLinkBodySchema,
  adminResetLinkResultSchema,
  apiReply,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireOperator } from '../../plugins/session';
import { getMemberAccount } from '../users/staff-member-account-service';
import { sendResetLinkByStaff } from './password-reset-service';

/** The member's account in the console, and sending them a password reset link (never seeing or setting one). */
export const staffMemberAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members/info',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '会员账号：资料、邮箱验证状态、账号记录（重置密码、验证邮箱）',
        querystring: adminMemberAccountQuerySchema,
        response: { 200: apiReply(adminMemberAccountSchema) },
      },
    },
    async (request) => ok(await getMemberAccount(app.db, request.query.userId, app.clock.now())),
  );

  app.post(
    '/api/admin/members/reset-link',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '向会员已验证的邮箱发送重置密码链接（客服看不到链接；记入操作日志）',
        body: adminResetLinkBodySchema,
        response: { 200: apiReply(adminResetLinkResultSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await sendResetLinkByStaff(app.db, { id: user.id, account: user.account }, request.body.userId, {
        now: app.clock.now(),
        publicUrl: app.mail.publicUrl,
      });
      return ok(result, `重置密码链接已发送至 ${result.to}`);
    },
  );
};
