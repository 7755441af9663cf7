import { staffPaymentApi } from '@daigou/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentOperator } from '../../plugins/operator-guard';
import { type Actor, recordAudit } from '../audit/audit-service';
import { listPaymentAlerts, resolvePaymentAlert } from './payment-alert-service';
import { checkDayWithProviders, reconciliationReport } from './reconciliation-service';
import { approveWithdrawal, listWithdrawalsForStaff, refuseWithdrawal } from './withdrawal-service';

const actorOf = (request: FastifyRequest): Actor => {
  const user = currentOperator(request);
  return { id: user.id, account: user.account };
};

/**
 * Staff's payment calls under /api/admin (behind the operator guard): alerts of notifications that did not
 * match, withdrawals to approve or refuse, and the daily reconciliation report.
 */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffPaymentApi.paymentAlerts,
    { tags: ['admin'], summary: '支付提醒（签名、商户号或金额不符的通知与查询结果；未处理的在前）' },
    async (request) => ok(await listPaymentAlerts(app.db, request.query)),
  );

  serve(
    app,
    staffPaymentApi.paymentAlertsResolve,
    { tags: ['admin'], summary: '标记支付提醒已处理（填写处理说明）' },
    async (request) => {
      await resolvePaymentAlert(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已标记为已处理');
    },
  );

  serve(app, staffPaymentApi.withdrawals, { tags: ['admin'], summary: '提现申请（可按状态筛选，新的在前）' }, async (request) =>
    ok(await listWithdrawalsForStaff(app.db, request.query)),
  );

  serve(
    app,
    staffPaymentApi.withdrawalsApprove,
    { tags: ['admin'], summary: '批准提现（原路退回充值渠道）' },
    async (request) => {
      await approveWithdrawal(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已批准，退款已排队，将在几秒内提交支付渠道');
    },
  );

  serve(
    app,
    staffPaymentApi.withdrawalsRefuse,
    { tags: ['admin'], summary: '拒绝提现（填写原因，款项退回会员余额）' },
    async (request) => {
      await refuseWithdrawal(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已拒绝，款项已退回会员余额');
    },
  );

  serve(
    app,
    staffPaymentApi.reconciliation,
    { tags: ['admin'], summary: '每日对账（北京时间某日，按渠道：充值、入账、退款与支付平台金额对照，列出差异）' },
    async (request) => ok(await reconciliationReport(app.db, request.query.day, app.clock.now())),
  );

  serve(
    app,
    staffPaymentApi.reconciliationRun,
    { tags: ['admin'], summary: '立即向支付平台核对某日的充值与退款' },
    async (request) => {
      const now = app.clock.now();
      await checkDayWithProviders(app.db, app.payments, request.body.day, now, request.log);
      await recordAudit(app.db, actorOf(request), {
        action: 'reconciliation.run',
        targetType: 'reconciliation',
        targetId: request.body.day,
        now,
      });
      return ok(await reconciliationReport(app.db, request.body.day, now), '已向支付平台核对');
    },
  );
};
