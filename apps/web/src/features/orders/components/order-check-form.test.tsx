import { bidIncrement, formatYen, minimumBid } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemDetail } from '../../../testing/factories';
import { fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { OrderCheckForm } from './order-check-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FEES = { serviceFee: 300, inspectionFee: 200 };
const total = () => screen.getByTestId('landed-total').textContent;
/** The item's price now is ¥10,000: the lowest maximum is one bid step above it (the contract's rule). */
const LEAST = minimumBid(10_000);

function renderForm(item = itemDetail()) {
  const onCreated = vi.fn();
  const view = renderWithApp(<OrderCheckForm item={item} fees={FEES} defaultRemark="请确认配件" onCreated={onCreated} />);
  return { ...view, onCreated };
}

describe('OrderCheckForm', () => {
  it('starts at the lowest maximum the bid rule allows and sums item, service and inspection fees', () => {
    renderForm();
    expect(LEAST).toBe(10_000 + bidIncrement(10_000));
    expect(screen.getByTestId('bid-rule').textContent).toContain(`最高出价至少 ${formatYen(LEAST)}`);
    expect(total()).toContain(formatYen(LEAST + 300));
    fireEvent.click(screen.getByLabelText(/验货（/));
    expect(total()).toContain(formatYen(LEAST + 300 + 200));
    // The buyer pays domestic shipping at cost on arrival: said, not summed.
    expect(screen.getByTestId('shipping-note').textContent).toContain('卖家不包邮');
  });

  it('creates the bid order with the member’s choices, then hands over the new order id', async () => {
    const api = fakeApi({ 'POST /api/order/create': () => ({ orderId: 77, payAmount: 10_750 }) });
    const { onCreated } = renderForm();
    fireEvent.click(screen.getByLabelText(/验货（/));
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(77));
    const [call] = api.callsTo('POST /api/order/create');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      itemId: 'x1234567890',
      kind: 'bid',
      maxBid: String(LEAST),
      inspection: '1',
      remark: '请确认配件',
    });
  });

  it('a buy-it-now order sends no maximum and holds the buy-it-now price', async () => {
    const api = fakeApi({ 'POST /api/order/create': () => ({ orderId: 78, payAmount: 30_300 }) });
    const { onCreated } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /一口价/ }));
    expect(screen.queryByTestId('bid-rule')).toBeNull();
    expect(total()).toContain(formatYen(30_000 + 300));
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(78));
    const form = api.callsTo('POST /api/order/create')[0]?.form;
    expect(form?.get('kind')).toBe('buyout');
    expect(form?.has('maxBid')).toBe(false);
    expect(form?.has('snipeMinutes')).toBe(false);
  });

  it('an item without buy-it-now offers only the bid', () => {
    renderForm(itemDetail({ buyNowPrice: null, buyNowPriceYuan: null }));
    expect(screen.getByRole('radio', { name: /一口价/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('该商品没有一口价')).toBeTruthy();
  });

  it('a refusal is one toast titled 下单失败 with the server’s message, and no order opens', async () => {
    fakeApi({ 'POST /api/order/create': () => refusal('该卖家已被您拉黑，无法下单') });
    const { onCreated, toasts } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', summary: '下单失败', detail: '该卖家已被您拉黑，无法下单' });
    expect(onCreated).not.toHaveBeenCalled();
  });
});
