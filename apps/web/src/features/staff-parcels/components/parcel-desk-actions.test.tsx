import type { AdminParcelDetail } from '@daigou/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { ParcelDeskActions } from './parcel-desk-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A paid EMS parcel (¥3,400 shipping + ¥550 storage) held at customs after it shipped. */
function problemParcel(storagePaid = { fee: 550, kept: 550 }): AdminParcelDetail {
  const now = Date.now();
  return {
    parcel: {
      parcelId: 9,
      status: 21,
      statusLabel: '问题包裹',
      problemFrom: 5,
      method: 'ems',
      methodName: 'EMS 国际快递',
      address: {
        recipient: '张三',
        mobile: '13800138000',
        province: '广东省',
        city: '东莞市',
        district: '东城街道',
        street: '东城大道 1 号',
        postcode: null,
        idNumberMasked: null,
      },
      consolidate: false,
      removeBoxes: false,
      protection: false,
      insurance: false,
      items: [
        {
          orderId: 4,
          orderNo: 'DG20261126-4KQ2MX',
          titleZh: '宝可梦卡',
          title: 'ポケモンカード',
          image: null,
          weightG: 700,
          description: '卡片',
          declaredValue: 3000,
          storageDays: 71,
          storageFee: 550,
        },
      ],
      declaredTotal: 3000,
      quoteTotal: 3950,
      weightG: 1000,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      chargeableG: 1000,
      shippingFee: 3400,
      consolidationFee: 0,
      protectionFee: 0,
      insuranceFee: 0,
      storageFee: 550,
      total: 3950,
      refunded: 0,
      paidAmount: 3950,
      needsPriceConfirm: false,
      carrier: 'EMS',
      trackingNo: 'EJ200000001JP',
      staffNote: '包裹被退回日本',
      remark: '',
      actions: [],
      createdAt: now,
      packedAt: now,
      paidAt: now,
      shippedAt: now,
      receivedAt: null,
      userId: 7,
      account: 'demo',
    },
    itemPhotos: {},
    itemBoxes: {},
    photos: [],
    timeline: [],
    money: [],
    volumetricDivisor: null,
    maxWeightG: 30000,
    storagePaid,
  };
}

describe('ParcelDeskActions: resolving a problem parcel (decision 057)', () => {
  it('shows staff the storage the member paid, and what stays paid with the refund typed when items return', async () => {
    renderWithApp(<ParcelDeskActions detail={problemParcel()} />);
    const note = screen.getByTestId('storage-paid');
    expect(note.textContent).toContain('会员随本包裹已付仓储费 550 日元');
    expect(note.textContent).toContain('已付的仓储天数不再重复收取');
    fireEvent.click(screen.getByLabelText('关闭时商品退回仓库'));
    expect(note.textContent).toContain('按本次退款计为已付 550 日元');
    const refund = screen.getByLabelText('退款金额');
    fireEvent.change(refund, { target: { value: '3800' } });
    fireEvent.blur(refund);
    expect(screen.getByTestId('storage-paid').textContent).toContain('按本次退款计为已付 150 日元');
    fireEvent.change(screen.getByLabelText('处理说明'), { target: { value: '退回日本，退运费' } });
    fireEvent.click(screen.getByRole('button', { name: '关闭包裹' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/商品回仓后计为已付仓储费 150 日元/)).toBeTruthy();
  });

  it('says so when the parcel took no storage fee, and what part was already given back', () => {
    renderWithApp(<ParcelDeskActions detail={problemParcel({ fee: 0, kept: 0 })} />);
    expect(screen.getByTestId('storage-paid').textContent).toBe('本包裹未收取仓储费。');
    cleanup();
    renderWithApp(<ParcelDeskActions detail={problemParcel({ fee: 550, kept: 150 })} />);
    expect(screen.getByTestId('storage-paid').textContent).toContain('（其中 400 日元 已退还）');
  });
});
