/**
 * How far the door-cost estimate (decision 086) was from what members paid: for every item of a shipped parcel whose
 * order kept the weight class it was estimated with, the international line of the estimate (the class's weights
 * priced on the parcel's method and card) against the item's share of the parcel's shipping (by weight). Reports,
 * by root category and overall: items, the share inside the estimated range, and the median and 90th percentile of
 * the absolute error against the range's middle.
 * Usage: npx tsx bench/door-cost-error.mts <DATABASE_URL or SQLite file> — a store's database (read only).
 */
import { doorCost, isWeightClassCode, type RateCard, WEIGHT_CLASSES } from '@daigou/contract';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';

const url = process.argv[2];
if (!url) {
  console.error('usage: npx tsx bench/door-cost-error.mts <DATABASE_URL or SQLite file>');
  process.exit(2);
}
const { db, close } = createDatabase(url);
const rows = await db
  .selectFrom('parcel_items as pi')
  .innerJoin('parcels as p', 'p.id', 'pi.parcel_id')
  .innerJoin('orders as o', 'o.id', 'pi.order_id')
  .innerJoin('shipping_methods as m', 'm.id', 'p.method_id')
  .leftJoin('shipping_rate_cards as c', 'c.id', 'p.rate_card_id')
  .select([
    'p.id as parcel_id',
    'p.shipping_fee',
    'o.weight_g',
    'o.weight_class',
    'o.category_id',
    'm.volumetric_divisor',
    'm.max_weight_g',
    'c.card',
    sql<number>`(select sum(o2.weight_g) from parcel_items pi2 join orders o2 on o2.id = pi2.order_id where pi2.parcel_id = p.id)`.as(
      'parcel_weight_g',
    ),
  ])
  .where('p.shipped_at', 'is not', null)
  .where('p.shipping_fee', 'is not', null)
  .where('o.weight_class', 'is not', null)
  .where('o.weight_g', 'is not', null)
  .execute();
const categories = new Map<number, { parent: number; name: string }>();
try {
  for (const c of await db.selectFrom('categories').select(['id', 'parent_id', 'name_zh']).execute())
    categories.set(Number(c.id), { parent: Number(c.parent_id), name: c.name_zh });
} catch {
  // Yahoo mode keeps no category table: items are grouped under their own category id.
}
const rootOf = (id: number | null): string => {
  if (id === null) return '未知类目';
  let at = id;
  for (let i = 0; i < 5 && (categories.get(at)?.parent ?? 0) !== 0; i++) at = categories.get(at)?.parent ?? 0;
  return categories.get(at)?.name ?? `#${id}`;
};
const errors = new Map<string, { error: number; inside: boolean }[]>();
for (const r of rows) {
  if (!isWeightClassCode(r.weight_class) || !r.card || !r.parcel_weight_g) continue;
  const actual = (Number(r.shipping_fee) * Number(r.weight_g)) / Number(r.parcel_weight_g);
  const estimate = doorCost({
    itemPrice: 0,
    serviceFee: 0,
    inspectionFee: null,
    sellerPaysDomestic: true,
    weightClass: WEIGHT_CLASSES[r.weight_class],
    method: {
      rules: {
        volumetricDivisor: r.volumetric_divisor === null ? null : Number(r.volumetric_divisor),
        maxWeightG: Number(r.max_weight_g),
      },
      card: JSON.parse(r.card) as RateCard,
    },
    packingWeightG: 0,
    storage: { rules: { freeDays: 0, dailyFee: 0, maxDays: 1 }, waitDays: 0 },
  }).international;
  if (!estimate) continue;
  const middle = (estimate.low + estimate.high) / 2;
  const key = rootOf(r.category_id === null ? null : Number(r.category_id));
  for (const k of [key, '全部']) {
    const list = errors.get(k) ?? [];
    list.push({
      error: Math.abs(actual - middle) / Math.max(1, actual),
      inside: actual >= estimate.low && actual <= estimate.high,
    });
    errors.set(k, list);
  }
}
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;
const report = [...errors].map(([category, list]) => {
  const sorted = list.map((e) => e.error).sort((a, b) => a - b);
  return {
    category,
    items: list.length,
    insideRange: pct(list.filter((e) => e.inside).length / list.length),
    medianError: pct(quantile(sorted, 0.5)),
    p90Error: pct(quantile(sorted, 0.9)),
  };
});
console.log(JSON.stringify({ bench: 'door-cost-error', parcels: new Set(rows.map((r) => r.parcel_id)).size, report }));
await close();
