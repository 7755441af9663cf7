import {
  adminPaymentAlertPageSchema,
  adminPaymentAlertQuerySchema,
  adminReconciliationQuerySchema,
  adminRefuseWithdrawalBodySchema,
  adminResolveAlertBodySchema,
  adminWithdrawalPageSchema,
  adminWithdrawalQuerySchema,
  apiReply,
  reconciliationReportSchema,
  withdrawalIdBodySchema,
} from '@daigou/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { currentUser, requireOperator } from '../../plugins/session';
import { type Actor, recordAudit } from '../audit/audit-service';
import { listPaymentAlerts, resolvePaymentAlert } from './payment-alert-service';
import { checkDayWithProviders, reconciliationReport } from './reconciliation-service';
import { approveWithdrawal, listWithdrawalsForStaff, refuseWithdrawal } from './withdrawal-service';

const actorOf = (request: FastifyRequest): Actor => {
  const user = currentUser(request);
  return { id: user.id, account: user.account };
};

/**
 * Staff's payment calls under /api/admin (behind the operator guard): alerts of notifications that did not
 * match, withdrawals to approve or refuse, and the daily reconciliation report.
 */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payment-alerts',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '支付提醒（签名、商户号或金额不符的通知与查询结果；未处理的在前）',
        querystring: adminPaymentAlertQuerySchema,
        response: { 200: apiReply(adminPaymentAlertPageSchema) },
      },
    },
    async (request) => ok(await listPaymentAlerts(app.db, request.query)),
  );

  app.post(
    '/api/admin/payment-alerts/resolve',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '标记支付提醒已处理（填写处理说明）',
        body: adminResolveAlertBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await resolvePaymentAlert(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已标记为已处理');
    },
  );

  app.get(
    '/api/admin/withdrawals',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '提现申请（可按状态筛选，新的在前）',
        querystring: adminWithdrawalQuerySchema,
        response: { 200: apiReply(adminWithdrawalPageSchema) },
      },
    },
    async (request) => ok(await listWithdrawalsForStaff(app.db, request.query)),
  );

  app.post(
    '/api/admin/withdrawals/approve',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '批准提现（原路退回充值渠道）',
        body: withdrawalIdBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await approveWithdrawal(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已批准，退款已排队，将在几秒内提交支付渠道');
    },
  );

  app.post(
    '/api/admin/withdrawals/refuse',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '拒绝提现（填写原因，款项退回会员余额）',
        body: adminRefuseWithdrawalBodySchema,
        response: { 200: apiReply(z.null()) },
      },
    },
    async (request) => {
      await refuseWithdrawal(app.db, actorOf(request), request.body, app.clock.now());
      return ok(null, '已拒绝，款项已退回会员余额');
    },
  );

  app.get(
    '/api/admin/reconciliation',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '每日对账（北京时间某日，按渠道：充值、入账、退款与支付平台金额对照，列出差异）',
        querystring: adminReconciliationQuerySchema,
        response: { 200: apiReply(reconciliationReportSchema) },
      },
    },
    async (request) => ok(await reconciliationReport(app.db, request.query.day, app.clock.now())),
  );

  app.post(
    '/api/admin/reconciliation/run',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '立即向支付平台核对某日的充值与退款',
        body: adminReconciliationQuerySchema,
        response: { 200: apiReply(reconciliationReportSchema) },
      },
    },
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
