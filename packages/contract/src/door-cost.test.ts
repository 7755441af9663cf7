import { describe, expect, it } from 'vitest';
import { cheapestMethodFor, doorCost, storageWaitFee, WEIGHT_CLASSES, weightClassOf } from './door-cost';
import type { RateCard } from './shipping-price';

const EMS: RateCard = {
  mode: 'steps',
  firstG: 500,
  firstPrice: 1450,
  bands: [
    { untilG: 1000, everyG: 100, addPrice: 150 },
    { untilG: 2000, everyG: 250, addPrice: 300 },
    { untilG: 30000, everyG: 500, addPrice: 500 },
  ],
};
const ems = { code: 'ems', rules: { volumetricDivisor: null, maxWeightG: 30000 }, card: EMS };
const sal = {
  code: 'sal',
  rules: { volumetricDivisor: null, maxWeightG: 2000 },
  card: {
    mode: 'table',
    rows: [
      { upToG: 1000, price: 900 },
      { upToG: 2000, price: 1400 },
    ],
  } as RateCard,
};
const storage = { rules: { freeDays: 60, dailyFee: 50, maxDays: 180 }, waitDays: 0 };
const path = (...names: string[]) => names.map((name, i) => ({ categoryId: (i + 1) * 100, name }));

describe('weightClassOf', () => {
  it('reads the item’s own category before its parents: a wallet under fashion is light, cards are tiny', () => {
    expect(weightClassOf(path('ファッション', 'ブランド別', '財布'), []).weightClass.code).toBe('s');
    expect(weightClassOf(path('おもちゃ、ゲーム', 'トレーディングカードゲーム', 'シングルカード'), []).weightClass.code).toBe(
      'xs',
    );
    expect(weightClassOf(path('スポーツ、レジャー', 'ゴルフ', 'ゴルフクラブ'), []).weightClass.code).toBe('xl');
    expect(weightClassOf(path('家電、AV、カメラ', 'カメラ、光学機器', 'デジタルカメラ'), []).weightClass.code).toBe('m');
  });

  it('lets a staff row win at its level, and a more specific rule still win below it', () => {
    const rows = [{ categoryId: 200, weightClass: 'l' as const }];
    const mid = weightClassOf(path('ホビー、カルチャー', '鉄道模型', 'Nゲージ'), rows);
    expect(mid).toMatchObject({ source: 'staff', categoryId: 200, weightClass: { code: 'l' } });
    const leaf = weightClassOf(path('ホビー、カルチャー', '鉄道模型', '缶バッジ'), rows);
    expect(leaf).toMatchObject({ source: 'rule', categoryId: 300, weightClass: { code: 'xs' } });
  });

  it('falls back to the medium class when nothing names the category', () => {
    expect(weightClassOf(path('その他'), [])).toMatchObject({ source: 'default', categoryId: null, weightClass: { code: 'm' } });
    expect(weightClassOf([], []).source).toBe('default');
  });
});

describe('doorCost', () => {
  const base = {
    itemPrice: 10_000,
    serviceFee: 300,
    inspectionFee: null,
    sellerPaysDomestic: false,
    weightClass: WEIGHT_CLASSES.m,
    method: ems,
    packingWeightG: 200,
    storage,
  };

  it('adds price, fees, domestic and international shipping as a range over the class’s weights', () => {
    const cost = doorCost(base);
    // EMS at 900 g (700 + 200 packing): 1450 + 4×150 = 2050; at 1700 g: 1450 + 5×150 + 3×300 = 3100.
    expect(cost.international).toEqual({ low: 2050, high: 3100 });
    expect(cost.internationalG).toEqual({ low: 900, high: 1700 });
    expect(cost.domestic).toEqual({ low: 750, high: 1300 });
    expect(cost.total).toEqual({ low: 10_000 + 300 + 750 + 2050, high: 10_000 + 300 + 1300 + 3100 });
  });

  it('charges no domestic shipping when the seller pays, and the inspection fee when chosen', () => {
    const cost = doorCost({ ...base, sellerPaysDomestic: true, inspectionFee: 200 });
    expect(cost.domestic).toEqual({ low: 0, high: 0 });
    expect(cost.total.low).toBe(10_000 + 300 + 200 + 2050);
  });

  it('prices the weighed weight once the warehouse has it: one international figure', () => {
    const cost = doorCost({ ...base, weighedG: 1240 });
    expect(cost.internationalG).toEqual({ low: 1440, high: 1440 });
    // 1440 g: 1450 + 5×150 (to 1000) + 2×300 (to 1500) = 2800
    expect(cost.international).toEqual({ low: 2800, high: 2800 });
    const charged = doorCost({ ...base, weighedG: 1240, domesticCharged: 1060 });
    expect(charged.domestic).toEqual({ low: 1060, high: 1060 });
    expect(charged.total).toEqual({ low: 10_000 + 300 + 1060 + 2800, high: 10_000 + 300 + 1060 + 2800 });
  });

  it('has no international line when the method cannot take the heaviest weight, and says so by null', () => {
    const cost = doorCost({ ...base, weightClass: WEIGHT_CLASSES.l, method: sal });
    expect(cost.international).toBeNull();
    expect(cost.total.low).toBe(10_000 + 300 + WEIGHT_CLASSES.l.domesticLow);
  });

  it('charges storage only for the days past the free ones', () => {
    expect(storageWaitFee(storage.rules, 60)).toBe(0);
    expect(storageWaitFee(storage.rules, 75)).toBe(750);
    expect(doorCost({ ...base, storage: { ...storage, waitDays: 90 } }).storage).toBe(1500);
  });
});

describe('cheapestMethodFor', () => {
  it('picks the cheapest method that takes the class’s heaviest weight', () => {
    expect(cheapestMethodFor([ems, sal], WEIGHT_CLASSES.m, 200)?.code).toBe('sal');
    expect(cheapestMethodFor([ems, sal], WEIGHT_CLASSES.l, 200)?.code).toBe('ems');
    expect(cheapestMethodFor([], WEIGHT_CLASSES.l, 200)).toBeNull();
  });
});
