import { formatPrice, type ShippingMethod } from '@daigou/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { DoorCostPanel, type DoorCostPanelProps } from './door-cost-panel';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const EMS: ShippingMethod = {
  code: 'ems',
  name: 'EMS',
  deliveryText: '3-7 天',
  volumetricDivisor: null,
  maxWeightG: 30_000,
  requiresId: false,
  enabled: true,
  card: { mode: 'steps', firstG: 500, firstPrice: 1450, bands: [{ untilG: 30_000, everyG: 100, addPrice: 150 }] },
  cardEffectiveFrom: 0,
};
const SAL: ShippingMethod = {
  ...EMS,
  code: 'sal',
  name: 'SAL',
  maxWeightG: 2000,
  card: { mode: 'table', rows: [{ upToG: 2000, price: 1000 }] },
};
const props: DoorCostPanelProps = {
  itemPrice: 10_000,
  itemPriceLabel: '当前价',
  categoryPath: [
    { categoryId: 23632, name: '家電、AV、カメラ', nameZh: '家电、影音、相机' },
    { categoryId: 2084261642, name: 'デジタルカメラ', nameZh: '数码相机' },
  ],
  sellerPaysDomestic: false,
  serviceFee: 300,
  inspectionFee: null,
  methods: [EMS, SAL],
  parcelFees: {
    consolidationFee: 300,
    protectionFee: 500,
    insurancePercent: 2,
    insuranceMin: 200,
    packingWeightG: 200,
    quoteTolerancePercent: 10,
    customsLimitCny: 5000,
    autoReceiveDays: 15,
  },
  storage: { freeDays: 60, dailyFee: 50, maxDays: 180 },
  weightRows: [],
  open: true,
};
const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('DoorCostPanel', () => {
  it('estimates a camera as medium weight, by the cheapest method that takes it, and says it is an estimate', () => {
    renderWithApp(<DoorCostPanel {...props} />);
    // SAL takes 1.7 kg for 1,000; domestic 750–1,300 for a medium item.
    expect(text('door-cost-international')).toContain(formatPrice(1000));
    expect(text('door-cost-domestic')).toContain(formatPrice(750));
    expect(text('door-cost-total')).toContain(formatPrice(10_000 + 300 + 750 + 1000));
    expect(text('door-cost-total')).toContain(formatPrice(10_000 + 300 + 1300 + 1000));
    expect(text('door-cost-note')).toMatch(/估算.*数码相机.*中件/);
  });

  it('follows the member’s method, the seller paying domestic shipping, and the days it waits', () => {
    renderWithApp(<DoorCostPanel {...props} sellerPaysDomestic />);
    fireEvent.change(screen.getByTestId('door-cost-method'), { target: { value: 'ems' } });
    // EMS at 900 g: 1450 + 4×150 = 2050; at 1700 g: 1450 + 12×150 = 3250.
    expect(text('door-cost-international')).toMatch(new RegExp(`${formatPrice(2050)}.*${formatPrice(3250)}`));
    expect(text('door-cost-domestic')).toContain('卖家包邮');
    fireEvent.change(screen.getByTestId('door-cost-wait'), { target: { value: '90' } });
    expect(text('door-cost-storage')).toContain(formatPrice(1500));
    expect(localStorage.getItem('daigou.doorCost.method')).toBe('ems');
  });

  it('uses the class staff gave the category, and shows the weighed figure beside the estimate', () => {
    renderWithApp(
      <DoorCostPanel {...props} weightRows={[{ categoryId: 2084261642, weightClass: 'xs' }]} methods={[EMS]} weighedG={1240} />,
    );
    expect(text('door-cost-note')).toContain('小物件');
    // Weighed: 1,440 g with packing → 1450 + 10×150 = 2950.
    expect(text('door-cost-weighed')).toContain(formatPrice(2950));
  });

  it('says plainly when the chosen method cannot take the item', () => {
    renderWithApp(<DoorCostPanel {...props} weightRows={[{ categoryId: 23632, weightClass: 'xl' }]} methods={[SAL]} />);
    // A staff row on the root loses to the leaf's own rule (カメラ → medium), so SAL still prices it.
    expect(text('door-cost-international')).toContain(formatPrice(1000));
    cleanup();
    renderWithApp(<DoorCostPanel {...props} weightRows={[{ categoryId: 2084261642, weightClass: 'xl' }]} methods={[SAL]} />);
    expect(text('door-cost-international')).toContain('无法估算');
  });
});
