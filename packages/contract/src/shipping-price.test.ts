import { describe, expect, it } from 'vitest';
import { cardPrice, chargeableG, methodPrice, type RateCard } from './shipping-price';

/** Japan Post EMS to China (zone 1), the published figures the seeded card uses. */
const EMS: RateCard = {
  mode: 'steps',
  firstG: 500,
  firstPrice: 1450,
  bands: [
    { untilG: 1000, everyG: 100, addPrice: 150 },
    { untilG: 2000, everyG: 250, addPrice: 300 },
    { untilG: 6000, everyG: 500, addPrice: 500 },
    { untilG: 30000, everyG: 1000, addPrice: 800 },
  ],
};

describe('rate card band edges', () => {
  it('prices exactly on a band limit in that band, and 1 g over in the next', () => {
    expect(cardPrice(EMS, 1)).toBe(1450);
    expect(cardPrice(EMS, 500)).toBe(1450);
    expect(cardPrice(EMS, 501)).toBe(1600);
    expect(cardPrice(EMS, 1000)).toBe(2200);
    expect(cardPrice(EMS, 1001)).toBe(2500);
    expect(cardPrice(EMS, 2000)).toBe(3400);
    expect(cardPrice(EMS, 2001)).toBe(3900);
    expect(cardPrice(EMS, 6000)).toBe(7400);
    expect(cardPrice(EMS, 30000)).toBe(26_600);
  });

  it('answers null over the card and over the method maximum', () => {
    expect(cardPrice(EMS, 30001)).toBeNull();
    expect(cardPrice(EMS, 0)).toBeNull();
    expect(methodPrice({ volumetricDivisor: null, maxWeightG: 30000 }, EMS, 30001, 0)).toEqual({
      chargeableG: 30001,
      refusal: 'over_max',
    });
    expect(methodPrice({ volumetricDivisor: null, maxWeightG: 20000 }, EMS, 20001, 0)).toMatchObject({ refusal: 'over_max' });
  });

  it('explicit tables price by the first row whose limit holds the weight', () => {
    const table: RateCard = {
      mode: 'table',
      rows: [
        { upToG: 1000, price: 1800 },
        { upToG: 2000, price: 2400 },
      ],
    };
    expect(cardPrice(table, 1000)).toBe(1800);
    expect(cardPrice(table, 1001)).toBe(2400);
    expect(cardPrice(table, 2001)).toBeNull();
  });
});

describe('volumetric against actual weight', () => {
  const line = { volumetricDivisor: 6000, maxWeightG: 20000 };
  it('a light big box is charged by volume (60×40×30 cm / 6000 = 12 kg); a heavy small one by weight', () => {
    expect(chargeableG(line, 2000, 60 * 40 * 30)).toBe(12_000);
    expect(chargeableG(line, 15_000, 20 * 20 * 20)).toBe(15_000);
  });
  it('EMS (no divisor) is always charged by actual weight', () => {
    expect(chargeableG({ volumetricDivisor: null, maxWeightG: 30000 }, 2000, 60 * 40 * 30)).toBe(2000);
  });
});
