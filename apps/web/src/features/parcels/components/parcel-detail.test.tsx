import { formatYen, type Parcel, type ParcelInfo } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { ParcelDetail } from './parcel-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A parcel packed and priced at 5,100 日元, waiting for the member to pay. */
function packedParcel(overrides: Partial<Parcel> = {}): Parcel {
  const now = Date.now();
  return {
    parcelId: 7,
    status: 3,
    statusLabel: '待付款',
    problemFrom: null,
    method: 'ems',
    methodName: 'EMS 国际快递',
    address: {
      recipient: '张三',
      mobile: '13800138000',
      province: '北京市',
      city: '市辖区',
      district: '海淀区',
      street: '中关村大街 1 号',
      postcode: '100080',
      idNumberMasked: null,
    },
    consolidate: false,
    removeBoxes: false,
    protection: false,
    insurance: false,
    items: [
      {
        orderId: 42,
        orderNo: 'DG20261126-7KQ2MX',
        titleZh: '路易威登 长钱包',
        title: 'ルイヴィトン 長財布',
        image: null,
        weightG: 700,
        description: '钱包',
        declaredValue: 5000,
        storageDays: 3,
        storageFee: 0,
      },
    ],
    declaredTotal: 5000,
    quoteTotal: 5100,
    weightG: 1000,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    chargeableG: 1000,
    shippingFee: 5100,
    consolidationFee: 0,
    protectionFee: 0,
    insuranceFee: 0,
    storageFee: 0,
    total: 5100,
    refunded: 0,
    paidAmount: 0,
    needsPriceConfirm: false,
    carrier: null,
    trackingNo: null,
    staffNote: null,
    remark: '',
    actions: ['pay', 'cancel'],
    createdAt: now - 86_400_000,
    packedAt: now - 3_600_000,
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    ...overrides,
  };
}

const info = (parcel: Parcel): ParcelInfo => ({ parcel, timeline: [], money: [], photos: [] });

describe('ParcelDetail: paying the fees', () => {
  it('lists each item by its DG order number and Chinese title, the Japanese small beneath (decision 078)', async () => {
    fakeApi({ 'GET /api/parcel/info': () => info(packedParcel()) });
    renderWithApp(<ParcelDetail parcelId={7} balance={0} />);
    const link = await screen.findByRole('link', { name: '路易威登 长钱包' });
    expect(link.getAttribute('href')).toBe('/order/42');
    expect(screen.getByText(/订单 DG20261126-7KQ2MX/)).toBeTruthy();
    expect(screen.getByText('ルイヴィトン 長財布').getAttribute('lang')).toBe('ja');
  });

  it('a zero balance shows the shortfall and the top-up in place of the pay button; nothing is confirmed or sent', async () => {
    const api = fakeApi({ 'GET /api/parcel/info': () => info(packedParcel()) });
    renderWithApp(<ParcelDetail parcelId={7} balance={0} />);
    const short = await screen.findByTestId('parcel-shortfall');
    expect(short.getAttribute('role')).toBe('alert');
    expect(short.textContent).toContain(`余额不足，还差 ${formatYen(5100)}`);
    expect(within(short).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      `/users/charge?amount=5100&back=${encodeURIComponent('/users/parcel/7')}`,
    );
    expect(screen.queryByRole('button', { name: '余额支付' })).toBeNull();
    expect(screen.getByRole('button', { name: '取消申请' })).toBeTruthy();
    expect(api.callsTo('POST /api/parcel/pay')).toEqual([]);
  });

  it('a balance that covers the fees pays after the confirmation', async () => {
    const api = fakeApi({
      'GET /api/parcel/info': () => info(packedParcel()),
      'POST /api/parcel/pay': () => ({ parcelId: 7, paidAmount: 5100, balance: 900 }),
    });
    const { toasts } = renderWithApp(<ParcelDetail parcelId={7} balance={6000} />);
    fireEvent.click(await screen.findByRole('button', { name: '余额支付' }));
    expect(screen.queryByTestId('parcel-shortfall')).toBeNull();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(api.callsTo('POST /api/parcel/pay')).toHaveLength(1));
    await waitFor(() => expect(toasts.map((t) => t.summary)).toContain('付款成功'));
  });

  it('a refusal for a short balance (the balance changed meanwhile) shows the server’s shortfall and the top-up', async () => {
    fakeApi({
      'GET /api/parcel/info': () => info(packedParcel()),
      'POST /api/parcel/pay': () =>
        refusal('余额不足，请先充值', { reason: 'insufficient_balance', required: 5100, balance: 100, shortfall: 5000 }),
    });
    renderWithApp(<ParcelDetail parcelId={7} balance={6000} />);
    fireEvent.click(await screen.findByRole('button', { name: '余额支付' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认付款' }));
    const short = await screen.findByTestId('parcel-shortfall');
    expect(short.textContent).toContain(`还差 ${formatYen(5000)}`);
    expect(screen.getByTestId('parcel-top-up-link').getAttribute('href')).toBe(
      `/users/charge?amount=5000&back=${encodeURIComponent('/users/parcel/7')}`,
    );
    expect(screen.queryByRole('button', { name: '余额支付' })).toBeNull();
  });
});
