import {
  type AdminOrder,
  adminArrivalBodySchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  adminPurchaseBodySchema,
  adminReasonBodySchema,
  adminResolveBodySchema,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type OrderStatusName,
  type StaffAction,
} from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { asReceived, asSent } from '../../../testing/contract-fixture';
import { adminOrder } from '../../../testing/factories';
import { type ApiCall, fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { StaffActions } from './staff-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The moves the server offers per status (`staffActions` in modules/orders/staff-orders-service.ts). */
const SERVER_MOVES: Partial<Record<OrderStatusName, StaffAction[]>> = {
  paid: ['purchase', 'fail', 'problem'],
  purchased: ['ship', 'problem'],
  shipped: ['arrive', 'problem'],
  inspecting: ['photos', 'note', 'problem'],
  problem: ['resolve', 'photos', 'note'],
  warehoused: ['photos', 'note'],
};

/** An order as the console reads it, in a named status with the moves the server offers there. */
function staffOrder(status: OrderStatusName, patch: Partial<AdminOrder> = {}): AdminOrder {
  const code = OrderStatus[status];
  return asSent(
    adminOrderSchema,
    adminOrder({ status: code, statusLabel: ORDER_STATUS_LABELS[code], staffActions: SERVER_MOVES[status] ?? [], ...patch }),
  );
}

/** The answer of a staff move: the order as it is afterwards, checked against the contract. */
const detailAfter =
  (status: OrderStatusName) =>
  (call: ApiCall): unknown =>
    asSent(adminOrderDetailSchema, {
      order: staffOrder(status, { orderId: (call.json as { orderId: number }).orderId }),
      timeline: [],
      money: [],
      photos: [],
      thread: [],
    });

const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** Answers the confirmation dialog every money or status move asks first, and returns its question. */
async function answer(button: '确定' | '取消' | '仍然录入' = '确定'): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  const question = dialog.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return question;
}

describe('StaffActions: the order desk’s moves', () => {
  it.each([
    ['paid', ['录入购买结果（已付款 → 已购买）', '交易失败（全额退款）', '转为问题订单']],
    ['purchased', ['卖家已发货（已购买 → 已发货）', '转为问题订单']],
    ['shipped', ['到达仓库（已发货 → 已入库）', '转为问题订单']],
    ['inspecting', ['重量与尺寸', '验货说明', '转为问题订单']],
    ['problem', ['验货说明', '处理问题订单']],
    ['warehoused', ['重量与尺寸', '验货说明']],
  ] as Array<[OrderStatusName, string[]]>)('an order %s shows staff only its own moves', (status, expected) => {
    const arrivedAt = ['inspecting', 'warehoused'].includes(status) ? Date.now() - 3_600_000 : null;
    renderWithApp(
      <StaffActions
        order={staffOrder(status, { arrivedAt, problemFrom: status === 'problem' ? OrderStatus.purchased : null })}
      />,
    );
    expect(headings()).toEqual(expected);
  });

  it.each(['unpaid', 'failed', 'cancelled'] as OrderStatusName[])('an order %s offers staff nothing to do', (status) => {
    renderWithApp(<StaffActions order={staffOrder(status)} />);
    expect(headings()).toEqual([]);
    expect(screen.getByText('该订单当前没有需要客服处理的操作。')).toBeTruthy();
  });

  it('a failure needs a reason the member can read; confirmed, it is sent with the order', async () => {
    const api = fakeApi({ 'POST /api/admin/order/fail': detailAfter('failed') });
    const { toasts } = renderWithApp(<StaffActions order={staffOrder('paid')} />);
    const button = screen.getByRole('button', { name: '标记交易失败并退款' });
    const reason = screen.getByLabelText('失败原因');
    fireEvent.change(reason, { target: { value: '卖' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: '  卖家取消了拍卖  ' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(await answer()).toContain('已付款项 12,300 日元 将全额退回会员余额');
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已标记交易失败并退款']));
    const [call] = api.callsTo('POST /api/admin/order/fail');
    expect(asReceived(adminReasonBodySchema, call?.json)).toEqual({ orderId: 42, reason: '卖家取消了拍卖' });
  });

  it('a failure the staff member cancels in the dialog sends nothing', async () => {
    const api = fakeApi({ 'POST /api/admin/order/fail': detailAfter('failed') });
    const { toasts } = renderWithApp(<StaffActions order={staffOrder('paid')} />);
    fireEvent.change(screen.getByLabelText('失败原因'), { target: { value: '卖家取消了拍卖' } });
    fireEvent.click(screen.getByRole('button', { name: '标记交易失败并退款' }));
    await answer('取消');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a purchase below the hold says the difference goes back to the member', async () => {
    const api = fakeApi({ 'POST /api/admin/order/purchase': detailAfter('purchased') });
    renderWithApp(<StaffActions order={staffOrder('paid', { maxBid: 12_000, endTime: Date.now() - 60_000 })} />);
    const price = screen.getByLabelText('成交价');
    fireEvent.input(price, { target: { value: '11000' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByRole('button', { name: '录入购买结果' }));
    const question = await answer();
    expect(question).toContain('差额 1,000 日元 将退回会员余额');
    expect(question).not.toContain('拍卖尚未结束');
    await waitFor(() => expect(api.callsTo('POST /api/admin/order/purchase')).toHaveLength(1));
    expect(asReceived(adminPurchaseBodySchema, api.calls[0]?.json)).toEqual({ orderId: 42, finalPrice: 11_000 });
  });

  it('a purchase on an auction that has not ended warns with the time left before anything is sent', async () => {
    const api = fakeApi({ 'POST /api/admin/order/purchase': detailAfter('purchased') });
    const endTime = Date.now() + 3 * 86_400_000 + 5 * 3_600_000;
    renderWithApp(<StaffActions order={staffOrder('paid', { maxBid: 12_000, endTime })} />);
    const price = screen.getByLabelText('成交价');
    fireEvent.input(price, { target: { value: '12000' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByRole('button', { name: '录入购买结果' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('拍卖尚未结束');
    expect(dialog.textContent).toMatch(/该拍卖还有 3天 0[45]:\d\d:\d\d 才结束/);
    expect(api.callsTo('POST /api/admin/order/purchase')).toHaveLength(0);
    await answer('仍然录入');
    await waitFor(() => expect(api.callsTo('POST /api/admin/order/purchase')).toHaveLength(1));
  });

  it('an arrival the buyer pays shipping for charges the fee; a short balance turns it into a problem order', async () => {
    const arrival = z.object({ status: z.number().int(), shortfall: z.number().int() });
    const api = fakeApi({
      'POST /api/admin/order/arrival': () => asSent(arrival, { status: OrderStatus.problem, shortfall: 400 }),
    });
    const { toasts } = renderWithApp(<StaffActions order={staffOrder('shipped', { shippingPayer: 'buyer' })} />);
    const fee = screen.getByLabelText('日本国内运费');
    fireEvent.input(fee, { target: { value: '600' } });
    fireEvent.blur(fee);
    expect((screen.getByRole('button', { name: '确认到仓' }) as HTMLButtonElement).disabled).toBe(true);
    for (const [label, value] of [
      ['重量（克）', '850'],
      ['长（厘米）', '30'],
      ['宽（厘米）', '20'],
      ['高（厘米）', '10'],
    ]) {
      const input = screen.getByLabelText(label);
      fireEvent.input(input, { target: { value } });
      fireEvent.blur(input);
    }
    fireEvent.click(screen.getByRole('button', { name: '确认到仓' }));
    expect(await answer()).toContain('将从会员余额扣除日本国内运费 600 日元');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'warn', summary: '会员余额不足以支付运费' });
    expect(asReceived(adminArrivalBodySchema, api.calls[0]?.json)).toEqual({
      orderId: 42,
      shippingFee: 600,
      weightG: 850,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
  });

  it('a problem order goes back to the status it came from, named, with the reason', async () => {
    const api = fakeApi({ 'POST /api/admin/order/resolve': detailAfter('purchased') });
    renderWithApp(<StaffActions order={staffOrder('problem', { problemFrom: OrderStatus.purchased })} />);
    fireEvent.change(screen.getByLabelText('处理说明'), { target: { value: '卖家已补发' } });
    fireEvent.click(screen.getByRole('button', { name: '恢复为「已购买」' }));
    expect(await answer()).toContain('恢复为「已购买」');
    await waitFor(() => expect(api.callsTo('POST /api/admin/order/resolve')).toHaveLength(1));
    expect(asReceived(adminResolveBodySchema, api.calls[0]?.json)).toEqual({ orderId: 42, to: 'back', reason: '卖家已补发' });
  });

  it('a refusal is one error toast with the server’s Chinese message, and no success', async () => {
    fakeApi({ 'POST /api/admin/order/problem': () => refusal('订单状态已变化，请刷新后重试') });
    const { toasts } = renderWithApp(<StaffActions order={staffOrder('paid')} />);
    fireEvent.change(screen.getByLabelText('问题说明'), { target: { value: '卖家联系不上' } });
    fireEvent.click(screen.getByRole('button', { name: '转为问题订单' }));
    await answer();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', summary: '操作失败', detail: '订单状态已变化，请刷新后重试' });
  });
});
