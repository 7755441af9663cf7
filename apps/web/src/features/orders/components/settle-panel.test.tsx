import { formatYen, RECHARGE_MIN_YEN } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../testing/factories';
import { fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { SettlePanel } from './settle-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(balance: number | undefined) {
  const onPaid = vi.fn();
  const view = renderWithApp(<SettlePanel order={order({ payAmount: 12_300 })} balance={balance} onPaid={onPaid} />);
  return { ...view, onPaid };
}

/** Presses pay, then accepts (or refuses) the confirmation dialog. */
async function pay(accept = true) {
  fireEvent.click(screen.getByRole('button', { name: `确认付款 ${formatYen(12_300)}` }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: accept ? '确认付款' : '取消' }));
}

describe('SettlePanel', () => {
  it('the pay button keeps its amount on one line (never 12,300 日 / 元 on a phone)', () => {
    renderPanel(50_000);
    const amount = screen.getByRole('button', { name: `确认付款 ${formatYen(12_300)}` }).querySelector('.nowrap');
    expect(amount?.textContent).toBe(formatYen(12_300));
  });

  it('shows what paying holds and the balance, in yen with yuan at both rates', () => {
    renderPanel(50_000);
    expect(screen.getByTestId('settle-amount').textContent).toContain('12,300 日元');
    expect(screen.getByTestId('settle-amount').textContent).toMatch(/微信 约 [\d,.]+ 元/);
    expect(screen.getByTestId('settle-balance').textContent).toContain('50,000 日元');
    expect(screen.queryByTestId('settle-shortfall')).toBeNull();
  });

  it('a balance known to be short offers a top-up of what is missing, and a way back here', () => {
    renderPanel(2_300);
    expect(screen.getByTestId('settle-shortfall').textContent).toContain('还差 10,000 日元');
    const link = screen.getByTestId('top-up-link');
    expect(link.getAttribute('href')).toBe(`/users/charge?amount=10000&back=${encodeURIComponent('/order/settle/42')}`);
    expect(screen.queryByRole('button', { name: `确认付款 ${formatYen(12_300)}` })).toBeNull();
  });

  it('a zero balance shows the whole amount missing and the top-up before any confirmation; nothing is sent', async () => {
    const api = fakeApi({});
    const { onPaid } = renderPanel(0);
    expect(screen.getByTestId('settle-balance').textContent).toContain('0 日元');
    const short = screen.getByTestId('settle-shortfall');
    expect(short.getAttribute('role')).toBe('alert');
    expect(short.textContent).toContain('余额不足，还差 12,300 日元');
    expect(within(short).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      `/users/charge?amount=12300&back=${encodeURIComponent('/order/settle/42')}`,
    );
    // No pay button that would open a confirmation the server then refuses.
    expect(screen.queryByRole('button', { name: `确认付款 ${formatYen(12_300)}` })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: '稍后付款，查看订单' })).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a short balance below one top-up’s minimum asks for the minimum', () => {
    renderPanel(12_250);
    expect(screen.getByTestId('settle-shortfall').textContent).toContain('还差 50 日元');
    expect(RECHARGE_MIN_YEN).toBeGreaterThan(50);
    expect(screen.getByTestId('top-up-link').getAttribute('href')).toBe(
      `/users/charge?amount=${RECHARGE_MIN_YEN}&back=${encodeURIComponent('/order/settle/42')}`,
    );
  });

  it('while the balance is unknown, paying is offered and the server decides', () => {
    renderPanel(undefined);
    expect(screen.getByRole('button', { name: `确认付款 ${formatYen(12_300)}` })).toBeTruthy();
    expect(screen.queryByTestId('settle-shortfall')).toBeNull();
  });

  it('pays once the member confirms, then reports the order paid', async () => {
    const api = fakeApi({ 'POST /api/order/pay': () => ({ orderId: 42, paidAmount: 12_300, balance: 37_700 }) });
    const { onPaid } = renderPanel(50_000);
    await pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(42));
    expect(api.callsTo('POST /api/order/pay').map((c) => c.form?.get('orderId'))).toEqual(['42']);
  });

  it('asks nothing when the member declines', async () => {
    const api = fakeApi({});
    const { onPaid } = renderPanel(50_000);
    await pay(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a short-balance refusal shows the server’s shortfall and balance, with one toast', async () => {
    fakeApi({
      'POST /api/order/pay': () =>
        refusal('余额不足，请先充值', { reason: 'insufficient_balance', required: 12_300, balance: 1_000, shortfall: 11_300 }),
    });
    const { onPaid, toasts } = renderPanel(50_000);
    await pay();
    await waitFor(() => expect(screen.getByTestId('settle-shortfall').textContent).toContain('还差 11,300 日元'));
    expect(screen.getByTestId('settle-balance').textContent).toContain('1,000 日元');
    expect(toasts.map((t) => [t.summary, t.detail])).toEqual([['付款未完成', '余额不足，请先充值']]);
    expect(screen.queryByRole('button', { name: `确认付款 ${formatYen(12_300)}` })).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
