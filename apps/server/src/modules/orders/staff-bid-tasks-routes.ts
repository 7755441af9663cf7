import { apiReply, bidTaskOutcomeSchema, staffBidTaskApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { listBidTasks, recordBidPlaced, recordLost, recordOutbid, recordWon, refreshBidTask } from './staff-bid-tasks-service';

const _outcomeReply = apiReply(bidTaskOutcomeSchema);

/** Staff bidding (decision 035): the queue of paid orders to bid or buy on Yahoo! Auctions, and their outcomes. */
export const staffBidTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffBidTaskApi.bidTasks,
    { tags: ['admin'], summary: '代拍任务：待出价、待购买、已出价、被超价（按拍卖结束时间排序）' },
    async (request) => ok(await listBidTasks(app.db, app.marketplace, request.query, app.clock.now())),
  );

  serve(
    app,
    staffBidTaskApi.bidTasksRefresh,
    { tags: ['admin'], summary: '重新读取雅虎商品页：当前价、结束时间、状态' },
    async (request) => ok(await refreshBidTask(app.db, app.marketplace, request.body.orderId, app.clock.now()), '已刷新'),
  );

  serve(
    app,
    staffBidTaskApi.bidTasksPlaced,
    { tags: ['admin'], summary: '录入已出价（金额不超过会员最高出价）' },
    async (request) =>
      ok(await recordBidPlaced(app.db, app.marketplace, actorOf(request), request.body, app.clock.now()), '已录入出价'),
  );

  serve(app, staffBidTaskApi.bidTasksOutbid, { tags: ['admin'], summary: '录入被超价（当前价），通知会员' }, async (request) =>
    ok(await recordOutbid(app.db, app.marketplace, actorOf(request), request.body, app.clock.now()), '已标记被超价'),
  );

  serve(
    app,
    staffBidTaskApi.bidTasksWon,
    { tags: ['admin'], summary: '录入竞拍成功/购买成功（成交价）：已付款 → 已购买，差额立即退回' },
    async (request) =>
      ok(await recordWon(app.db, app.marketplace, actorOf(request), request.body, app.clock.now()), '已录入成交结果'),
  );

  serve(
    app,
    staffBidTaskApi.bidTasksLost,
    { tags: ['admin'], summary: '录入未成功（原因）：已付款 → 交易失败，全额退款' },
    async (request) =>
      ok(await recordLost(app.db, app.marketplace, actorOf(request), request.body, app.clock.now()), '已录入未成功并退款'),
  );
};
