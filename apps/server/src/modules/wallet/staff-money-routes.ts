import { RECHARGE_CHECK_OUTCOME_LABELS, staffMoneyApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-service';
import { checkRechargeWithProvider } from './recharge-service';
import { adjustBalance, getMemberLedger, listMembersForAdmin, listRechargesForAdmin } from './staff-money-service';

export const staffMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffMoneyApi.members, { tags: ['admin'], summary: '会员（按账号或昵称搜索，分页）' }, async (request) =>
    ok(await listMembersForAdmin(app.db, request.query)),
  );

  serve(
    app,
    staffMoneyApi.recharges,
    { tags: ['admin'], summary: '充值记录（状态、渠道、日元、人民币、支付流水号、会员；新的在前）' },
    async (request) => ok(await listRechargesForAdmin(app.db, request.query)),
  );

  serve(
    app,
    staffMoneyApi.rechargesCheck,
    { tags: ['admin'], summary: '向支付渠道查询充值（已收款即入账，与支付通知同一规则，只入账一次）' },
    async (request) => {
      const now = app.clock.now();
      const check = await checkRechargeWithProvider(app.db, app.payments, request.body.rechargeId, now, request.log);
      await recordAudit(app.db, actorOf(request), {
        action: 'recharge.check',
        targetType: 'recharge',
        targetId: request.body.rechargeId,
        details: { providerState: check.providerState, outcome: check.outcome },
        now,
      });
      return ok(check, RECHARGE_CHECK_OUTCOME_LABELS[check.outcome]);
    },
  );

  serve(app, staffMoneyApi.ledger, { tags: ['admin'], summary: '会员资金流水（与余额核对）' }, async (request) =>
    ok(await getMemberLedger(app.db, request.query)),
  );

  serve(
    app,
    staffMoneyApi.balanceAdjust,
    { tags: ['admin'], summary: '调整余额（记一笔流水，必须填写原因；requestId 防止重复提交）' },
    async (request) => {
      const result = await adjustBalance(app.db, actorOf(request), request.body, app.clock.now());
      return ok(result, result.duplicate ? '该调整已处理，未重复记账' : '余额已调整');
    },
  );
};
