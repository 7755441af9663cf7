import type { AdminOrder, AdminOrderDetail } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../../../testing/factories';
import { type ApiCall, fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { StaffActions } from './staff-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The answer of a staff move: the order as it is afterwards. */
const detailAfter =
  (patch: Partial<AdminOrder>) =>
  (call: ApiCall): AdminOrderDetail => ({
    order: adminOrder({ orderId: (call.json as { orderId: number }).orderId, ...patch }),
    timeline: [],
    money: [],
    photos: [],
    thread: [],
  });

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** Accepts the confirmation dialog every money or status move asks first, and answers its question. */
async function accept(): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  const question = dialog.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  return question;
}

describe('StaffActions', () => {
  it('offers only the moves the order’s status allows', () => {
    renderWithApp(<StaffActions order={adminOrder({ staffActions: ['purchase', 'fail', 'problem'] })} />);
    expect(headings()).toEqual(['录入购买结果（已付款 → 已购买）', '交易失败（全额退款）', '转为问题订单']);
    cleanup();
    renderWithApp(<StaffActions order={adminOrder({ staffActions: [] })} />);
    expect(screen.getByText('该订单当前没有需要客服处理的操作。')).toBeTruthy();
  });

  it('a failure needs a reason the member can read; confirmed, it is sent with the order', async () => {
    const api = fakeApi({ 'POST /api/admin/order/fail': detailAfter({ status: 13, statusLabel: '交易失败', staffActions: [] }) });
    const { toasts } = renderWithApp(<StaffActions order={adminOrder()} />);
    const button = screen.getByRole('button', { name: '标记交易失败并退款' });
    const reason = screen.getByLabelText('失败原因');
    fireEvent.change(reason, { target: { value: '卖' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: '  卖家取消了拍卖  ' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(await accept()).toContain('已付款项 12,300 日元 将全额退回会员余额');
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已标记交易失败并退款']));
    expect(api.callsTo('POST /api/admin/order/fail').map((c) => c.json)).toEqual([{ orderId: 42, reason: '卖家取消了拍卖' }]);
  });

  it('a purchase below the hold says the difference goes back to the member', async () => {
    const api = fakeApi({ 'POST /api/admin/order/purchase': detailAfter({ status: 4, statusLabel: '已购买' }) });
    renderWithApp(<StaffActions order={adminOrder({ maxBid: 12_000, endTime: Date.now() - 60_000 })} />);
    const price = screen.getByLabelText('成交价');
    fireEvent.input(price, { target: { value: '11000' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByRole('button', { name: '录入购买结果' }));
    const question = await accept();
    expect(question).toContain('差额 1,000 日元 将退回会员余额');
    expect(question).not.toContain('拍卖尚未结束');
    await waitFor(() => expect(api.callsTo('POST /api/admin/order/purchase')).toHaveLength(1));
    expect(api.calls[0]?.json).toEqual({ orderId: 42, finalPrice: 11_000 });
  });

  it('a purchase on an auction that has not ended warns with the time left before anything is sent', async () => {
    const api = fakeApi({ 'POST /api/admin/order/purchase': detailAfter({ status: 4, statusLabel: '已购买' }) });
    const endTime = Date.now() + 3 * 86_400_000 + 5 * 3_600_000;
    renderWithApp(<StaffActions order={adminOrder({ maxBid: 12_000, endTime })} />);
    const price = screen.getByLabelText('成交价');
    fireEvent.input(price, { target: { value: '12000' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByRole('button', { name: '录入购买结果' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('拍卖尚未结束');
    expect(dialog.textContent).toMatch(/该拍卖还有 3天 0[45]:\d\d:\d\d 才结束/);
    expect(api.callsTo('POST /api/admin/order/purchase')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '仍然录入' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/order/purchase')).toHaveLength(1));
  });

  it('an arrival the buyer pays shipping for charges the fee; a short balance turns it into a problem order', async () => {
    const api = fakeApi({ 'POST /api/admin/order/arrival': () => ({ status: 21, shortfall: 400 }) });
    const { toasts } = renderWithApp(
      <StaffActions order={adminOrder({ status: 5, statusLabel: '已发货', shippingPayer: 'buyer', staffActions: ['arrive'] })} />,
    );
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
    expect(await accept()).toContain('将从会员余额扣除日本国内运费 600 日元');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'warn', summary: '会员余额不足以支付运费' });
    expect(api.calls[0]?.json).toEqual({ orderId: 42, shippingFee: 600, weightG: 850, lengthCm: 30, widthCm: 20, heightCm: 10 });
  });

  it('a refusal is one error toast with the server’s message, and no success', async () => {
    fakeApi({ 'POST /api/admin/order/problem': () => refusal('订单状态已变化，请刷新后重试') });
    const { toasts } = renderWithApp(<StaffActions order={adminOrder()} />);
    fireEvent.change(screen.getByLabelText('问题说明'), { target: { value: '卖家联系不上' } });
    fireEvent.click(screen.getByRole('button', { name: '转为问题订单' }));
    await accept();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', summary: '操作失败', detail: '订单状态已变化，请刷新后重试' });
  });
});
