import {
  type MethodQuote,
  methodPrice,
  type ParcelFees,
  type RateCard,
  rateCardSchema,
  type ShippingMethod,
  type StorageRules,
  storageClock,
} from '@daigou/contract';
import type { OrderRow } from '../orders/order-repository';
import type { RateCardRow, ShippingMethodRow } from './parcel-repository';

/** A method with the card in force at a time. */
export interface PricedMethod {
  method: ShippingMethodRow;
  card: RateCard | null;
  cardId: number | null;
  cardEffectiveFrom: number | null;
}

/** A method and its card in force as members and staff read it. */
export function shippingMethodOf(p: PricedMethod): ShippingMethod {
  return {
    code: p.method.code,
    name: p.method.name,
    deliveryText: p.method.delivery_text,
    volumetricDivisor: p.method.volumetric_divisor === null ? null : Number(p.method.volumetric_divisor),
    maxWeightG: Number(p.method.max_weight_g),
    requiresId: p.method.requires_id === 1,
    enabled: p.method.enabled === 1,
    card: p.card,
    cardEffectiveFrom: p.cardEffectiveFrom,
  };
}

/** The card in force at `at`: the latest whose effective_from is not after it (cards come newest first). */
export function withCardsInForce(methods: ShippingMethodRow[], cards: RateCardRow[], at: number): PricedMethod[] {
  return methods.map((method) => {
    const row = cards.find((c) => c.method_id === method.id && Number(c.effective_from) <= at);
    return {
      method,
      card: row ? rateCardSchema.parse(JSON.parse(row.card)) : null,
      cardId: row?.id ?? null,
      cardEffectiveFrom: row ? Number(row.effective_from) : null,
    };
  });
}

const REFUSALS = { over_max: '超过该渠道的重量上限', no_card: '该渠道暂无价目表' } as const;

/** The shipping price of `priced` for a parcel of `actualG` and `volumeCm3`, or why it cannot take it. */
export function shippingOf(priced: PricedMethod, actualG: number, volumeCm3: number) {
  const rules = {
    volumetricDivisor: priced.method.volumetric_divisor === null ? null : Number(priced.method.volumetric_divisor),
    maxWeightG: Number(priced.method.max_weight_g),
  };
  const result = methodPrice(rules, priced.card, actualG, volumeCm3);
  return 'price' in result
    ? { chargeableG: result.chargeableG, price: result.price, unavailable: null }
    : { chargeableG: result.chargeableG, price: null, unavailable: REFUSALS[result.refusal] };
}

export interface ItemDeclaration {
  orderId: number;
  description: string;
  declaredValue: number;
}

/** The service fees of a parcel of `count` items with these options and declared total. */
export function serviceFees(
  fees: ParcelFees,
  options: { consolidate: number; protection: number; insurance: number },
  count: number,
  declaredTotal: number,
) {
  return {
    consolidationFee: options.consolidate === 1 && count > 1 ? fees.consolidationFee : 0,
    protectionFee: options.protection === 1 ? fees.protectionFee : 0,
    insuranceFee:
      options.insurance === 1 ? Math.max(fees.insuranceMin, Math.ceil((declaredTotal * fees.insurancePercent) / 100)) : 0,
  };
}

/** Each item's storage clock at `now` (the request stops it there). */
export function storageOf(rules: StorageRules, order: OrderRow, now: number) {
  return storageClock(
    rules,
    {
      arrivedAt: Number(order.arrived_at),
      pausedMs: Number(order.storage_paused_ms ?? 0),
      extraDays: Number(order.storage_extra_days ?? 0),
      paidFee: Number(order.storage_paid ?? 0),
    },
    now,
  );
}

/** Estimated actual weight and volume of the items packed together. */
export function estimateOf(orders: OrderRow[], fees: ParcelFees) {
  const weightG = orders.reduce((sum, o) => sum + Number(o.weight_g ?? 0), 0) + fees.packingWeightG;
  const volumeCm3 = orders.reduce(
    (sum, o) => sum + (o.length_cm === null ? 0 : Number(o.length_cm) * Number(o.width_cm) * Number(o.height_cm)),
    0,
  );
  return { weightG, volumeCm3 };
}

/** The quote of every method for one parcel, with the service and storage fees added. */
export function methodQuotes(
  priced: PricedMethod[],
  estimate: { weightG: number; volumeCm3: number },
  extras: number,
  hasIdNumber: boolean | null,
): MethodQuote[] {
  return priced
    .filter((p) => p.method.enabled === 1)
    .map((p) => {
      const shipping = shippingOf(p, estimate.weightG, estimate.volumeCm3);
      const requiresId = p.method.requires_id === 1;
      const unavailable =
        shipping.unavailable ?? (requiresId && hasIdNumber === false ? '该渠道需要收件人身份证号，请在地址中填写' : null);
      return {
        code: p.method.code,
        name: p.method.name,
        deliveryText: p.method.delivery_text,
        requiresId,
        chargeableG: shipping.chargeableG,
        shippingFee: shipping.price,
        total: unavailable === null && shipping.price !== null ? shipping.price + extras : null,
        unavailable,
      };
    });
}

/**
 * Groups that each stay within the personal-parcel limit, by declared value (first fit, largest first); an
 * item above the limit on its own is its own group (one indivisible item may exceed it).
 */
export function splitUnderLimit(items: ItemDeclaration[], limitYen: number): number[][] {
  const sorted = [...items].sort((a, b) => b.declaredValue - a.declaredValue || a.orderId - b.orderId);
  const groups: Array<{ total: number; ids: number[] }> = [];
  for (const item of sorted) {
    const fit = groups.find((g) => g.total + item.declaredValue <= limitYen);
    if (fit) {
      fit.total += item.declaredValue;
      fit.ids.push(item.orderId);
    } else groups.push({ total: item.declaredValue, ids: [item.orderId] });
  }
  return groups.map((g) => g.ids.sort((a, b) => a - b));
}
