import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp, type PaymentTestApp } from '../../../test/fakes/payment-test-kit';
import {
  addressOf,
  balanceOf,
  declare,
  expectMoneyInvariants,
  memberClient,
  topUp,
  warehousedItem,
} from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { REFUND_INTERVAL_MS } from '../../jobs/background-jobs';
import { runJobOnce } from '../../jobs/job-runner';
import { reconcileRecharges } from './recharge-service';
import { beijingDay, checkDayWithProviders, reconciliationReport } from './reconciliation-service';
import { runRefundPass } from './withdrawal-service';

interface WithdrawalData {
  withdrawalId: string;
  amount: number;
  status: string;
  staffReason: string | null;
  refunds: Array<{
    refundNo: string;
    rechargeId: string;
    channel: string;
    amount: number;
    yuan: number;
    status: string;
    submittedAt: number | null;
    failure: string | null;
  }>;
}

const withdraw = (client: TestClient, amount: number, note = '不再使用') =>
  client.post<WithdrawalData>('/api/user/withdrawals/create', { form: { amount, note } });

const overview = async (client: TestClient) =>
  (
    await client.get<{ balance: number; parcelsDue: number; withdrawable: number; list: WithdrawalData[] }>(
      '/api/user/withdrawals',
    )
  ).body.data;

describe('withdrawals through the sandbox provider', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await memberClient(t, 'wd_staff', 'operator')).client;
  });
  afterAll(async () => {
    await expectMoneyInvariants(t.database.db);
    await t.close();
  });

  it('refunds newest top-ups first, never more than each; held at once; approved by staff; completed', async () => {
    const { client, userId } = await memberClient(t);
    const older = await topUp(client, 10_000, 'wechat');
    t.clock.advance(60_000);
    const newer = await topUp(client, 5_000, 'alipay');
    expect((await overview(client)).withdrawable).toBe(15_000);

    const asked = await withdraw(client, 12_000);
    expect(asked.body.code, asked.body.msg).toBe(0);
    const w = asked.body.data;
    expect(w.status).toBe('pending');
    expect(w.refunds.map((r) => [r.rechargeId, r.amount, r.yuan, r.status])).toEqual([
      [newer, 5_000, 242.5, 'held'],
      [older, 7_000, 337.4, 'held'],
    ]);
    // Held at once: the balance cannot be spent while staff decide.
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
    expect((await overview(client)).withdrawable).toBe(3_000);

    const pending = await staff.get<{ pending: number; list: Array<{ withdrawalId: string; account: string }> }>(
      '/api/admin/withdrawals',
      {
        query: { status: 'pending' },
      },
    );
    expect(pending.body.data.list.map((x) => x.withdrawalId)).toContain(w.withdrawalId);
    const approved = await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: w.withdrawalId } });
    expect(approved.body.code, approved.body.msg).toBe(0);
    // Approval queues the refunds: nothing is sent while staff wait (decision 069); the refund job sends them.
    const [queued] = (await overview(client)).list;
    expect(queued.status).toBe('processing');
    expect(queued.refunds.map((r) => [r.status, r.submittedAt])).toEqual([
      ['processing', null],
      ['processing', null],
    ]);
    expect(await t.database.db.selectFrom('sandbox_refunds').selectAll().execute()).toEqual([]);
    expect((await runRefundPass(t.database.db, t.app.payments, t.clock.now())).sent).toBe(2);
    const [after] = (await overview(client)).list;
    expect(after.status).toBe('completed');
    expect(after.refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
    // The sandbox provider holds exactly the refunds, in fen.
    const sandbox = await t.database.db
      .selectFrom('sandbox_refunds')
      .select(['out_trade_no', 'amount_fen'])
      .orderBy('amount_fen')
      .execute();
    expect(sandbox.map((r) => [r.out_trade_no, Number(r.amount_fen)])).toEqual(
      expect.arrayContaining([
        [newer, 24_250],
        [older, 33_740],
      ]),
    );
    // Approving again changes nothing.
    const again = await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: w.withdrawalId } });
    expect(again.body.code).not.toBe(0);
    const messages = await client.get<{ list: Array<{ title: string }> }>('/api/order/msgList');
    expect(messages.body.data.list.map((m) => m.title)).toEqual(expect.arrayContaining(['提现申请已通过', '提现已完成']));
    const records = await client.get<{ list: Array<{ kind: string; amount: number }> }>('/api/user/GetOrderRecord', {
      query: { type: 'money', kind: 'withdraw' },
    });
    expect(records.body.data.list.map((r) => r.amount).sort()).toEqual([-5_000, -7_000]);
  });

  it('only unused balance that came from top-ups: more than the balance or than the top-ups is refused, nothing held', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 2_000);
    // Staff credit ¥5,000 by hand: balance, but no top-up to send it back to.
    const staffAdjust = await staff.post('/api/admin/balance/adjust', {
      json: { userId, amount: 5_000, reason: '补偿', requestId: `adjust-${userId}-test` },
    });
    expect(staffAdjust.body.code, staffAdjust.body.msg).toBe(0);
    expect((await overview(client)).withdrawable).toBe(2_000);
    const tooMuch = await withdraw(client, 3_000);
    expect(tooMuch.body.code).not.toBe(0);
    expect(tooMuch.body.msg).toContain('最多可提现 2,000 日元');
    const overBalance = await withdraw(client, 8_000);
    expect(overBalance.body.msg).toContain('余额不足');
    expect(await balanceOf(t.database.db, userId)).toBe(7_000);
    const bad = await client.post('/api/user/withdrawals/create', { form: { amount: 50 } });
    expect(bad.status).toBe(400);
  });

  it('the member may cancel while pending; staff may refuse with a reason; the money returns either way', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 6_000);
    const first = (await withdraw(client, 1_000)).body.data;
    const cancelled = await client.post<WithdrawalData>('/api/user/withdrawals/cancel', {
      form: { withdrawalId: first.withdrawalId },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await balanceOf(t.database.db, userId)).toBe(6_000);
    const second = (await withdraw(client, 2_000)).body.data;
    const noReason = await staff.post('/api/admin/withdrawals/refuse', {
      json: { withdrawalId: second.withdrawalId, reason: '' },
    });
    expect(noReason.status).toBe(400);
    const refused = await staff.post('/api/admin/withdrawals/refuse', {
      json: { withdrawalId: second.withdrawalId, reason: '有未完成的订单' },
    });
    expect(refused.body.code, refused.body.msg).toBe(0);
    const [latest] = (await overview(client)).list;
    expect(latest).toMatchObject({ status: 'refused', staffReason: '有未完成的订单' });
    expect(latest.refunds.every((r) => r.status === 'cancelled')).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(6_000);
    // A refused one cannot be cancelled or approved afterwards; another member cannot touch it.
    expect(
      (await client.post('/api/user/withdrawals/cancel', { form: { withdrawalId: second.withdrawalId } })).body.code,
    ).not.toBe(0);
    const other = (await memberClient(t)).client;
    expect((await other.post('/api/user/withdrawals/cancel', { form: { withdrawalId: second.withdrawalId } })).status).toBe(404);
  });

  it('unpaid parcel fees stay in the balance: a request its estimate, a packed parcel its final price (decision 047)', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 10_000, 'wechat');
    const orderId = await warehousedItem(t, userId, { weightG: 700 });
    const addressId = await addressOf(client);
    const created = await client.post<{ parcelIds: number[] }>('/api/parcel/create', {
      json: { items: declare([orderId]), addressId, method: 'ems' },
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const parcelId = created.body.data.parcelIds[0];
    const parcel = async () =>
      (await client.get<{ parcel: { quoteTotal: number; total: number | null } }>(`/api/parcel/info?parcelId=${parcelId}`)).body
        .data.parcel;
    const quote = (await parcel()).quoteTotal;
    expect(quote).toBeGreaterThan(0);

    // 待打包: the estimate stays in the balance; asking for one yen more is refused and holds nothing.
    expect(await overview(client)).toMatchObject({ balance: 10_000, parcelsDue: quote, withdrawable: 10_000 - quote });
    const tooMuch = await withdraw(client, 10_000 - quote + 1);
    expect(tooMuch.body.code).not.toBe(0);
    expect(tooMuch.body.msg).toContain('国际包裹待付费用');
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
    expect((await overview(client)).list).toHaveLength(0);

    // 待付款: the final price staff weighed (heavier than the estimate) is what stays.
    const packed = await staff.post('/api/admin/parcel/pack', {
      json: { parcelId, weightG: 2100, lengthCm: 40, widthCm: 30, heightCm: 20 },
    });
    expect(packed.body.code, packed.body.msg).toBe(0);
    const total = (await parcel()).total ?? 0;
    expect(total).toBeGreaterThan(quote);
    expect(await overview(client)).toMatchObject({ parcelsDue: total, withdrawable: 10_000 - total });
    expect((await withdraw(client, 10_000 - total + 1)).body.code).not.toBe(0);

    // Paid: nothing is due any more; the rest of the balance can be withdrawn.
    const paid = await client.post('/api/parcel/pay', { form: { parcelId, confirmPrice: 1 } });
    expect(paid.body.code, paid.body.msg).toBe(0);
    expect(await overview(client)).toMatchObject({ balance: 10_000 - total, parcelsDue: 0, withdrawable: 10_000 - total });
    const all = await withdraw(client, 10_000 - total);
    expect(all.body.code, all.body.msg).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('concurrent requests never plan the same top-up twice nor take the balance below zero', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 10_000);
    const replies = await Promise.all(Array.from({ length: 8 }, () => withdraw(client, 4_000)));
    const accepted = replies.filter((r) => r.body.code === 0).length;
    expect(accepted).toBe(2);
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
    await expectMoneyInvariants(t.database.db);
  });
});

describe('withdrawals refunded by WeChat Pay and Alipay (fake servers)', () => {
  let t: PaymentTestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createPaymentTestApp();
    staff = (await memberClient(t, 'wd_staff2', 'operator')).client;
  });
  afterAll(async () => {
    await expectMoneyInvariants(t.database.db);
    await t.close();
  });

  async function paidTopUp(client: TestClient, channel: 'wechat' | 'alipay', amount: number) {
    const res = await client.post<{ rechargeId: string; payUrl: string }>('/api/user/webRecharge', { form: { channel, amount } });
    expect(res.body.code, res.body.msg).toBe(0);
    if (channel === 'alipay') {
      const page = await client.get(res.body.data.payUrl);
      await t.alipay.openCashier(String(page.response.headers.location));
      expect(await t.alipay.pay(res.body.data.rechargeId)).toBe(true);
    } else {
      expect(await t.wechat.pay(res.body.data.rechargeId)).toBe(true);
    }
    return res.body.data.rechargeId;
  }

  it('WeChat refunds are asynchronous: processing, then the refund notification settles them; Alipay at once', async () => {
    const { client, userId } = await memberClient(t);
    const wechatTopUp = await paidTopUp(client, 'wechat', 10_000);
    t.clock.advance(1000);
    const alipayTopUp = await paidTopUp(client, 'alipay', 4_000);
    t.wechat.autoCompleteRefunds = false;
    const w = (await withdraw(client, 9_000)).body.data;
    expect(w.refunds.map((r) => [r.rechargeId, r.amount])).toEqual([
      [alipayTopUp, 4_000],
      [wechatTopUp, 5_000],
    ]);
    expect((await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: w.withdrawalId } })).body.code).toBe(0);
    await runRefundPass(t.database.db, t.app.payments, t.clock.now());
    let [state] = (await overview(client)).list;
    expect(state.status).toBe('processing');
    expect(state.refunds.map((r) => r.status)).toEqual(['succeeded', 'processing']);
    expect(t.alipay.refundedOf(alipayTopUp)).toBe(19_400);
    // Alipay's refund notification (TRADE_CLOSED: fully refunded) credits nothing.
    await t.alipay.waitFor(() => t.alipay.deliveries.find((d) => d.kind === 'refund' && d.outTradeNo === alipayTopUp));
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);

    const wechatRefund = [...t.wechat.refunds.values()].find((r) => r.outTradeNo === wechatTopUp);
    expect(wechatRefund).toMatchObject({ refund: 24_100, status: 'PROCESSING' });
    // The refund job asks again: still processing, nothing sent twice.
    t.clock.advance(2 * 60_000);
    await runRefundPass(t.database.db, t.app.payments, t.clock.now());
    expect(t.wechat.refunds.size).toBe(1);
    expect(await t.wechat.completeRefund(wechatRefund?.outRefundNo ?? '')).toBe(true);
    [state] = (await overview(client)).list;
    expect(state.status).toBe('completed');
    expect(state.refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);
    t.wechat.autoCompleteRefunds = true;
  });

  it('a refund the provider refuses returns its share to the balance; a refund lost in transit is sent again once', async () => {
    const { client, userId } = await memberClient(t);
    const topUpId = await paidTopUp(client, 'wechat', 3_000);
    const w = (await withdraw(client, 3_000)).body.data;
    // The trade can no longer be refunded at WeChat Pay (say, closed by the merchant there).
    const trade = t.wechat.trades.get(topUpId);
    if (!trade) throw new Error('no trade');
    trade.state = 'CLOSED';
    await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: w.withdrawalId } });
    await runRefundPass(t.database.db, t.app.payments, t.clock.now());
    const [state] = (await overview(client)).list;
    expect(state.status).toBe('completed');
    expect(state.refunds[0].status).toBe('failed');
    // Staff read why (the console shows it beside 退款失败).
    expect(state.refunds[0].failure).toMatch(/\S/);
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);

    trade.state = 'SUCCESS';
    t.wechat.autoCompleteRefunds = false;
    t.wechat.failNextRefunds = 1;
    const second = (await withdraw(client, 1_000)).body.data;
    await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: second.withdrawalId } });
    await runRefundPass(t.database.db, t.app.payments, t.clock.now());
    const refundNo = (await overview(client)).list[0].refunds[0].refundNo;
    expect((await overview(client)).list[0].refunds[0].status).toBe('processing');
    expect(t.wechat.refunds.has(refundNo)).toBe(false);
    // The refund job finds WeChat Pay never took it and sends it again; asked again, it is not sent twice.
    t.clock.advance(2 * 60_000);
    await runRefundPass(t.database.db, t.app.payments, t.clock.now());
    expect(t.wechat.refunds.get(refundNo)?.status).toBe('PROCESSING');
    t.wechat.forgeReplies = true;
    const forged = await runRefundPass(t.database.db, t.app.payments, t.clock.now() + 120_000);
    expect(forged.failed).toBe(1);
    t.wechat.forgeReplies = false;
    await runRefundPass(t.database.db, t.app.payments, t.clock.now() + 240_000);
    expect([...t.wechat.refunds.values()].filter((r) => r.outTradeNo === topUpId)).toHaveLength(1);
    expect(await t.wechat.completeRefund(refundNo)).toBe(true);
    t.wechat.autoCompleteRefunds = true;
    expect(t.wechat.refundedOf(topUpId)).toBeLessThanOrEqual(trade.total);
    expect((await overview(client)).list[0].status).toBe('completed');
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
  });

  it('approval answers at once while the provider is silent; the queued refund is sent by the job, staff see each stage', async () => {
    const { client, userId } = await memberClient(t);
    const topUpId = await paidTopUp(client, 'wechat', 2_000);
    const w = (await withdraw(client, 2_000)).body.data;
    const refundsSent = () => t.wechat.requests.filter((r) => r === 'POST /v3/refund/domestic/refunds').length;
    const sentBefore = refundsSent();
    t.wechat.holdRepliesMs = Number.POSITIVE_INFINITY;
    t.wechat.autoCompleteRefunds = false;
    try {
      const started = Date.now();
      const approved = await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: w.withdrawalId } });
      expect(approved.body.code, approved.body.msg).toBe(0);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(refundsSent()).toBe(sentBefore);
    } finally {
      t.wechat.holdRepliesMs = 0;
    }
    const staffView = async () =>
      (
        await staff.get<{ list: Array<WithdrawalData & { userId: number }> }>('/api/admin/withdrawals', {
          query: { status: 'processing' },
        })
      ).body.data.list.find((x) => x.withdrawalId === w.withdrawalId);
    expect((await staffView())?.refunds.map((r) => [r.status, r.submittedAt])).toEqual([['processing', null]]);
    // Without a status filter the console lists those waiting for a decision first, then the newest: the one
    // just approved stays in view while its refund goes out.
    const other = (await memberClient(t)).client;
    await paidTopUp(other, 'alipay', 1_000);
    const another = (await withdraw(other, 100)).body.data;
    const all = (
      await staff.get<{ list: Array<{ withdrawalId: string; status: string }> }>('/api/admin/withdrawals', {
        query: { limit: 50 },
      })
    ).body.data.list;
    const lastPending = all.map((x) => x.status).lastIndexOf('pending');
    const firstOther = all.findIndex((x) => x.status !== 'pending');
    expect(lastPending).toBeLessThan(firstOther);
    expect(all.findIndex((x) => x.withdrawalId === w.withdrawalId)).toBe(firstOther);
    expect(all.map((x) => x.withdrawalId)).toContain(another.withdrawalId);

    expect((await runRefundPass(t.database.db, t.app.payments, t.clock.now())).sent).toBe(1);
    expect(refundsSent()).toBe(sentBefore + 1);
    const refunding = await staffView();
    expect(refunding?.refunds[0]).toMatchObject({ status: 'processing', submittedAt: t.clock.now() });
    // A second pass right away neither sends it again nor asks (the answer is pending at WeChat Pay).
    expect(await runRefundPass(t.database.db, t.app.payments, t.clock.now())).toMatchObject({ sent: 0, checked: 0 });
    expect(refundsSent()).toBe(sentBefore + 1);
    const refundNo = refunding?.refunds[0].refundNo ?? '';
    expect(await t.wechat.completeRefund(refundNo)).toBe(true);
    t.wechat.autoCompleteRefunds = true;
    const [done] = (await overview(client)).list;
    expect(done).toMatchObject({ status: 'completed', refunds: [expect.objectContaining({ status: 'succeeded' })] });
    expect(t.wechat.refundedOf(topUpId)).toBe(9_640);
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('two job runners at once send a queued refund once; the provider gets one request', async () => {
    const { client, userId } = await memberClient(t);
    const topUpId = await paidTopUp(client, 'alipay', 3_000);
    const w = (await withdraw(client, 3_000)).body.data;
    expect((await staff.post('/api/admin/withdrawals/approve', { json: { withdrawalId: w.withdrawalId } })).body.code).toBe(0);
    const refundCalls = () => t.alipay.requests.filter((r) => r.endsWith('alipay.trade.refund')).length;
    const before = refundCalls();
    // The gateway is slow: both runners have read the queued refund before either has an answer.
    t.alipay.holdRepliesMs = 300;
    try {
      const job = (instance: string) =>
        runJobOnce(
          t.database.db,
          t.database.dialect,
          {
            name: 'refunds',
            intervalMs: REFUND_INTERVAL_MS,
            pass: () => runRefundPass(t.database.db, t.app.payments, t.clock.now()),
          },
          instance,
        );
      await Promise.all([job('instance-a'), job('instance-b')]);
      // Even without the job's lock (two passes called directly), each attempt is claimed once.
      await Promise.all([
        runRefundPass(t.database.db, t.app.payments, t.clock.now()),
        runRefundPass(t.database.db, t.app.payments, t.clock.now()),
      ]);
    } finally {
      t.alipay.holdRepliesMs = 0;
    }
    expect(refundCalls()).toBe(before + 1);
    expect(t.alipay.refundedOf(topUpId)).toBe(Math.round(w.refunds[0].yuan * 100));
    const [done] = (await overview(client)).list;
    expect(done).toMatchObject({ status: 'completed', refunds: [expect.objectContaining({ status: 'succeeded' })] });
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('user_id', '=', userId)
      .where('kind', 'in', ['withdraw', 'withdraw_return'])
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amount)])).toEqual([['withdraw', -3_000]]);
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('a refund notification for a refund that is not ours raises an alert and changes no balance', async () => {
    const { client, userId } = await memberClient(t);
    const topUpId = await paidTopUp(client, 'alipay', 1_000);
    const reply = await t.alipay.sendOnce(topUpId, {
      tradeStatus: 'TRADE_SUCCESS',
      extra: { refund_fee: '1.00', out_biz_no: 'not-ours-1', gmt_refund: '2026-11-21 12:00:00' },
    });
    expect(reply.body).toBe('success');
    const alerts = await t.database.db.selectFrom('payment_alerts').selectAll().where('kind', '=', 'refund_mismatch').execute();
    expect(alerts.map((a) => a.subject)).toContain('not-ours-1');
    expect(await balanceOf(t.database.db, userId)).toBe(1_000);
  });

  it('Alipay refunds only within three months of payment', async () => {
    const { client } = await memberClient(t);
    await paidTopUp(client, 'alipay', 1_000);
    expect((await overview(client)).withdrawable).toBe(1_000);
    t.clock.advance(91 * 24 * 3600_000);
    expect((await overview(client)).withdrawable).toBe(0);
    expect((await withdraw(client, 1_000)).body.msg).toContain('最多可提现 0 日元');
  });

  it('the daily report puts our top-ups, credits and refunds beside the providers’ and lists the differences', async () => {
    t.clock.advance(2 * 24 * 3600_000);
    const { client } = await memberClient(t);
    const day = beijingDay(t.clock.now());
    const credited = await paidTopUp(client, 'wechat', 2_000);
    // Paid at WeChat Pay, but neither the notification nor the reconciliation job has come yet.
    const res = await client.post<{ rechargeId: string }>('/api/user/webRecharge', {
      form: { channel: 'wechat', amount: 1_000 },
    });
    const lost = res.body.data.rechargeId;
    await t.wechat.pay(lost, { notify: false });
    t.clock.advance(24 * 3600_000);
    const check = await checkDayWithProviders(t.database.db, t.app.payments, day, t.clock.now());
    expect(check.failed).toBe(0);
    const report = await reconciliationReport(t.database.db, day, t.clock.now());
    const wechatRow = report.rows.find((r) => r.channel === 'wechat');
    expect(wechatRow).toMatchObject({ topUps: 1, topUpFen: 9_640, credits: 1, creditYen: 2_000, providerPaidFen: 9_640 + 4_820 });
    expect(report.differences).toEqual([expect.objectContaining({ kind: 'paid_not_credited', reference: lost })]);
    expect(report.differences.map((d) => d.reference)).not.toContain(credited);
    // Through the console: the same report, and 立即核对 after the job has credited it.
    await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    const run = await staff.post<{ differences: unknown[] }>('/api/admin/reconciliation/run', { json: { day } });
    expect(run.body.code, run.body.msg).toBe(0);
    const viaConsole = await staff.get<{ rows: unknown[]; differences: unknown[] }>('/api/admin/reconciliation', {
      query: { day },
    });
    expect(viaConsole.body.data.differences).toEqual([]);
    const bad = await staff.get('/api/admin/reconciliation', { query: { day: '2026-13-01' } });
    expect(bad.status).toBe(400);
  });
});
