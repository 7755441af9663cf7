import { staffOutboxApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentOperator } from '../../plugins/operator-guard';
import type { OutboxAccounts } from './mail-repository';
import { getOutbox, retryMail, setMailRetention } from './staff-outbox-service';

/**
 * The console's 发件箱 (decision 042): every mail with its delivery state, and sending a failed one again.
 * `accounts`: the users area's part of the list (the member's account, search by account; decision 025).
 */
export const staffOutboxRoutes: FastifyPluginAsyncZod<{ accounts: OutboxAccounts }> = async (app, { accounts }) => {
  serve(
    app,
    staffOutboxApi.mailOutbox,
    { tags: ['admin'], summary: '发件箱：收件人、主题、时间、正文、发送状态（未配置 SMTP 时邮件只存在这里）' },
    async (request) => ok(await getOutbox(app.db, accounts, app.mail.mode, app.mail.publicUrl, request.query)),
  );

  serve(
    app,
    staffOutboxApi.mailRetry,
    { tags: ['admin'], summary: '重新发送一封发送失败的邮件（记入操作日志）' },
    async (request) => {
      const user = currentOperator(request);
      await retryMail(app.db, { id: user.id, account: user.account }, request.body.id, app.clock.now());
      return ok(null, '已重新排队发送');
    },
  );

  serve(
    app,
    staffOutboxApi.mailRetention,
    { tags: ['admin'], summary: '邮件保留期限：已送达的邮件保留天数（≥ 30）、过期的重置/验证链接保留天数（记入操作日志）' },
    async (request) => {
      const user = currentOperator(request);
      const saved = await setMailRetention(app.db, { id: user.id, account: user.account }, request.body, app.clock.now());
      return ok(saved, '保留期限已保存');
    },
  );
};
