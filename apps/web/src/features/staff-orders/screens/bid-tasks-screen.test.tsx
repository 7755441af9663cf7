import {
  type BidTask,
  type BidTaskState,
  bidTaskListSchema,
  bidTaskLostBodySchema,
  bidTaskOutcomeSchema,
  bidTaskPlacedBodySchema,
  bidTaskSchema,
  bidTaskWonBodySchema,
  OrderStatus,
} from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asReceived, asSent } from '../../../testing/contract-fixture';
import { type ApiCall, fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import BidTasksScreen from './bid-tasks-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

/** One task of the staff bidding queue (decision 035) as the server sends it. */
function task(orderId: number, state: BidTaskState, patch: Partial<BidTask> = {}): BidTask {
  const now = Date.now();
  const buyout = state === 'to_buy';
  const hasBid = state === 'placed' || state === 'outbid';
  return asSent(bidTaskSchema, {
    orderId,
    itemId: `x10000000${orderId}`,
    kind: buyout ? 'buyout' : 'bid',
    title: 'ポケモンカード リザードン',
    titleZh: `宝可梦卡 喷火龙 ${orderId}`,
    image: null,
    userId: 7,
    account: 'demo',
    state,
    maxBid: buyout ? null : 12_000,
    buyNowPrice: buyout ? 8_000 : null,
    currentPrice: 9_000,
    checkedAt: null,
    upstreamStatus: null,
    endTime: now + 2 * HOUR,
    snipeMinutes: buyout ? null : 5,
    actBy: buyout ? now - HOUR : now + 2 * HOUR - 5 * 60_000,
    bidAmount: hasBid ? 11_000 : null,
    bidPlacedAt: hasBid ? now - HOUR : null,
    itemUrl: `https://auctions.yahoo.co.jp/jp/auction/x10000000${orderId}`,
    moneySeq: 3,
    ...patch,
  });
}

/** The queue as GET /api/admin/bid-tasks answers it: counts per state, and the due count. */
function queue(list: BidTask[], bidding: 'staff' | 'automatic' = 'staff') {
  const counts = { to_bid: 0, to_buy: 0, placed: 0, outbid: 0 };
  for (const t of list) counts[t.state] += 1;
  const now = Date.now();
  const due = list.filter((t) => (t.state === 'to_bid' || t.state === 'to_buy') && t.actBy <= now).length;
  return (call: ApiCall) => {
    const state = call.query.get('state');
    const shown = state ? list.filter((t) => t.state === state) : list;
    return asSent(bidTaskListSchema, { bidding, list: shown, total: shown.length, page: 1, limit: 20, counts, due });
  };
}

const card = (orderId: number) =>
  screen.getAllByTestId('bid-task').find((c) => c.dataset.orderId === String(orderId)) as HTMLElement;
const cardHeadings = (orderId: number) =>
  within(card(orderId))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function answer(button: '确定' | '取消' = '确定'): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  const question = dialog.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return question;
}

describe('代拍任务: the staff bidding queue', () => {
  it('with the local simulator there is nothing to do by hand', async () => {
    fakeApi({ 'GET /api/admin/bid-tasks': queue([], 'automatic') });
    renderWithApp(<BidTasksScreen />, { path: '/admin/bid-tasks' });
    expect((await screen.findByTestId('bid-tasks-automatic')).textContent).toContain('系统自动出价');
    expect(screen.queryAllByTestId('bid-task')).toEqual([]);
  });

  it('each task shows its state by name and only the outcomes that state allows', async () => {
    fakeApi({
      'GET /api/admin/bid-tasks': queue([task(1, 'to_bid'), task(2, 'to_buy'), task(3, 'placed'), task(4, 'outbid')]),
    });
    renderWithApp(<BidTasksScreen />, { path: '/admin/bid-tasks' });
    await screen.findAllByTestId('bid-task');
    const states = screen.getAllByTestId('bid-task-state').map((t) => t.textContent);
    expect(states).toEqual(['待出价', '待购买', '已出价', '被超价']);
    expect(cardHeadings(1)).toEqual(['录入已出价', '未成功（全额退款）']);
    expect(cardHeadings(2)).toEqual(['购买成功（已付款 → 已购买）', '未成功（全额退款）']);
    expect(cardHeadings(3)).toEqual(['再次出价（提高出价）', '被超价', '竞拍成功（已付款 → 已购买）', '未成功（全额退款）']);
    expect(cardHeadings(4)).toEqual(['再次出价（提高出价）', '竞拍成功（已付款 → 已购买）', '未成功（全额退款）']);
    // The buy-it-now order's time to act has come: the queue says so.
    expect(screen.getByTestId('bid-tasks-due').textContent).toContain('1 个任务已到出价时间');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部 (4)',
      '待出价 (1)',
      '待购买 (1)',
      '已出价 (1)',
      '被超价 (1)',
    ]);
  });

  it('a tab asks the server for that state only', async () => {
    const api = fakeApi({ 'GET /api/admin/bid-tasks': queue([task(1, 'to_bid'), task(3, 'placed')]) });
    renderWithApp(<BidTasksScreen />, { path: '/admin/bid-tasks' });
    await screen.findAllByTestId('bid-task');
    fireEvent.click(screen.getByRole('tab', { name: '已出价 (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('bid-task')).toHaveLength(1));
    expect(api.callsTo('GET /api/admin/bid-tasks').map((c) => c.query.get('state'))).toEqual([null, 'placed']);
  });

  it('a bid placed is recorded with the order’s money sequence, and the queue is read again', async () => {
    const api = fakeApi({
      'GET /api/admin/bid-tasks': queue([task(1, 'to_bid')]),
      'POST /api/admin/bid-tasks/placed': () => task(1, 'placed', { bidAmount: 12_000, moneySeq: 4 }),
    });
    const { toasts } = renderWithApp(<BidTasksScreen />, { path: '/admin/bid-tasks' });
    await screen.findAllByTestId('bid-task');
    fireEvent.click(within(card(1)).getByTestId('bid-task-placed'));
    expect(await answer()).toContain('确认已在雅虎拍卖为订单 1 出价 12,000 日元？');
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已录入出价']));
    const [call] = api.callsTo('POST /api/admin/bid-tasks/placed');
    expect(asReceived(bidTaskPlacedBodySchema, call?.json)).toEqual({ orderId: 1, moneySeq: 3, amount: 12_000 });
    await waitFor(() => expect(api.callsTo('GET /api/admin/bid-tasks')).toHaveLength(2));
  });

  it('a loss refunds everything, so it is guarded: dismissed it sends nothing, confirmed it sends the reason', async () => {
    const api = fakeApi({
      'GET /api/admin/bid-tasks': queue([task(3, 'placed')]),
      'POST /api/admin/bid-tasks/lost': () =>
        asSent(bidTaskOutcomeSchema, { orderId: 3, status: OrderStatus.failed, refunded: 12_600 }),
    });
    const { toasts } = renderWithApp(<BidTasksScreen />, { path: '/admin/bid-tasks' });
    await screen.findAllByTestId('bid-task');
    const lost = within(card(3)).getByRole('button', { name: '录入未成功并退款' });
    expect(lost).toHaveProperty('disabled', true);
    fireEvent.click(within(card(3)).getByRole('button', { name: '卖家取消了拍卖' }));
    fireEvent.click(lost);
    expect(await answer('取消')).toContain('确认订单 3 未成功？会员已付款项将全额退回余额。');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/bid-tasks/lost')).toEqual([]);
    fireEvent.click(lost);
    await answer();
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已录入未成功并退款']));
    const [call] = api.callsTo('POST /api/admin/bid-tasks/lost');
    expect(asReceived(bidTaskLostBodySchema, call?.json)).toEqual({ orderId: 3, moneySeq: 3, reason: '卖家取消了拍卖' });
  });

  it('a win the server refuses shows its Chinese message and no success', async () => {
    const api = fakeApi({
      'GET /api/admin/bid-tasks': queue([task(3, 'placed')]),
      'POST /api/admin/bid-tasks/won': () => refusal('订单已变化，请刷新后重试'),
    });
    const { toasts } = renderWithApp(<BidTasksScreen />, { path: '/admin/bid-tasks' });
    await screen.findAllByTestId('bid-task');
    const price = within(card(3)).getByLabelText('成交价');
    fireEvent.input(price, { target: { value: '10500' } });
    fireEvent.blur(price);
    fireEvent.click(within(card(3)).getByTestId('bid-task-won'));
    expect(await answer()).toContain('确认订单 3 以 10,500 日元 成交？');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', summary: '操作失败', detail: '订单已变化，请刷新后重试' });
    const [call] = api.callsTo('POST /api/admin/bid-tasks/won');
    expect(asReceived(bidTaskWonBodySchema, call?.json)).toEqual({ orderId: 3, moneySeq: 3, finalPrice: 10_500 });
  });
});
