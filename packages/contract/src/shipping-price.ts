/**
 * Shipping prices from a rate card (issue 14, decision 032). Zod-free and pure: the server prices quotes and
 * packed parcels with it, the web's estimator shows the same numbers.
 *
 * A card is either `steps` — a first band and then, up to each limit, a price per further band (EMS:
 * 500 g ¥1,450, then +¥150 per 100 g to 1 kg, +¥300 per 250 g to 2 kg, …) — or an explicit `table` of
 * upper weight limits and prices. Weights are grams; a weight exactly on a limit is in that band.
 */
export interface StepBand {
  /** This band runs up to this weight (inclusive). */
  untilG: number;
  /** Each further `everyG` (or part of it) costs `addPrice`. */
  everyG: number;
  addPrice: number;
}

export type RateCard =
  | { mode: 'steps'; firstG: number; firstPrice: number; bands: StepBand[] }
  | { mode: 'table'; rows: Array<{ upToG: number; price: number }> };

/** The heaviest weight a card prices. */
export function cardLimitG(card: RateCard): number {
  if (card.mode === 'table') return card.rows.length ? card.rows[card.rows.length - 1].upToG : 0;
  return card.bands.length ? card.bands[card.bands.length - 1].untilG : card.firstG;
}

/** The price of `weightG` on the card, or null when it is heavier than the card goes. */
export function cardPrice(card: RateCard, weightG: number): number | null {
  if (!(weightG > 0)) return null;
  if (card.mode === 'table') return card.rows.find((r) => weightG <= r.upToG)?.price ?? null;
  if (weightG <= card.firstG) return card.firstPrice;
  let price = card.firstPrice;
  let from = card.firstG;
  for (const band of card.bands) {
    if (weightG <= from) break;
    const span = Math.min(weightG, band.untilG) - from;
    price += Math.ceil(span / band.everyG) * band.addPrice;
    from = band.untilG;
  }
  return weightG <= from ? price : null;
}

export interface ShippingMethodRules {
  /** cm³ per kg; null: priced by actual weight only (EMS and the postal services). */
  volumetricDivisor: number | null;
  maxWeightG: number;
}

/** Volumetric weight in grams of a box (cm), rounded up. */
export const volumetricG = (lengthCm: number, widthCm: number, heightCm: number, divisor: number) =>
  Math.ceil(((lengthCm * widthCm * heightCm) / divisor) * 1000);

/** The weight a method charges: the actual weight, or the larger of actual and volumetric when it has a divisor. */
export function chargeableG(method: ShippingMethodRules, actualG: number, volumeCm3: number): number {
  if (method.volumetricDivisor === null || volumeCm3 <= 0) return actualG;
  return Math.max(actualG, Math.ceil((volumeCm3 / method.volumetricDivisor) * 1000));
}

export type PriceRefusal = 'over_max' | 'no_card';

/** What a method charges for a parcel, or why it cannot take it. */
export function methodPrice(
  method: ShippingMethodRules,
  card: RateCard | null,
  actualG: number,
  volumeCm3: number,
): { chargeableG: number; price: number } | { chargeableG: number; refusal: PriceRefusal } {
  const weight = chargeableG(method, actualG, volumeCm3);
  if (!card) return { chargeableG: weight, refusal: 'no_card' };
  if (weight > method.maxWeightG) return { chargeableG: weight, refusal: 'over_max' };
  const price = cardPrice(card, weight);
  return price === null ? { chargeableG: weight, refusal: 'over_max' } : { chargeableG: weight, price };
}
