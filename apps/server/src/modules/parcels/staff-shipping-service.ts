import {
  type AdminShipping,
  type ParcelFees,
  rateCardSchema,
  type StorageReport,
  type StorageRules,
  storageClock,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { findOrder } from '../orders/order-repository';
import { resolveOverdue, storedItemsWithAccount } from '../orders/warehouse-repository';
import { getSetting } from '../sys/settings-service';
import { updateSetting } from '../sys/staff-settings-service';
import { shippingMethodOf, withCardsInForce } from './parcel-pricing';
import {
  cardsOfMethods,
  findShippingMethod,
  insertRateCard,
  insertShippingMethod,
  listShippingMethods,
  updateShippingMethod,
} from './parcel-repository';

/** Every method (enabled or not) with every card, newest first, the fees and the storage rules. */
export async function getAdminShipping(db: Db, now: number): Promise<AdminShipping> {
  const methods = await listShippingMethods(db);
  const [cards, fees, storage] = await Promise.all([
    cardsOfMethods(
      db,
      methods.map((m) => m.id),
    ),
    getSetting(db, 'parcelFees'),
    getSetting(db, 'storage'),
  ]);
  const inForce = withCardsInForce(methods, cards, now);
  return {
    methods: inForce.map((p) => ({
      ...shippingMethodOf(p),
      cards: cards
        .filter((c) => c.method_id === p.method.id)
        .map((c) => ({
          id: c.id,
          effectiveFrom: Number(c.effective_from),
          card: rateCardSchema.parse(JSON.parse(c.card)),
          createdAt: Number(c.created_at),
        })),
    })),
    fees,
    storage,
  };
}

/** Adds or changes a method (by code); audited. */
export async function saveShippingMethod(
  db: Db,
  actor: Actor,
  input: {
    code: string;
    name: string;
    deliveryText: string;
    volumetricDivisor?: number;
    maxWeightG: number;
    requiresId: number;
    enabled: number;
  },
  now: number,
): Promise<AdminShipping> {
  await db.transaction().execute(async (trx) => {
    const existing = await findShippingMethod(trx, input.code);
    const values = {
      name: input.name,
      delivery_text: input.deliveryText,
      volumetric_divisor: input.volumetricDivisor ?? null,
      max_weight_g: input.maxWeightG,
      requires_id: input.requiresId,
      enabled: input.enabled,
      updated_at: now,
    };
    if (existing) await updateShippingMethod(trx, existing.id, values);
    else await insertShippingMethod(trx, { ...values, code: input.code, sort: 100 });
    await recordAudit(trx, actor, {
      action: 'shipping.method',
      targetType: 'shipping',
      targetId: input.code,
      details: { ...input, created: !existing },
      now,
    });
  });
  return getAdminShipping(db, now);
}

/**
 * A new rate card taking effect at `effectiveFrom` (not in the past: a price already used by a quote or a
 * packing stays as it was). Bands must rise; the card in force at a time is the latest that started by then.
 */
export async function addRateCard(
  db: Db,
  actor: Actor,
  input: { code: string; effectiveFrom: number; card: ReturnType<typeof rateCardSchema.parse> },
  now: number,
): Promise<AdminShipping> {
  if (input.effectiveFrom < now - 60_000) throw refuse('生效时间不能早于现在');
  const limits =
    input.card.mode === 'table'
      ? input.card.rows.map((r) => r.upToG)
      : [input.card.firstG, ...input.card.bands.map((b) => b.untilG)];
  if (limits.some((v, i) => i > 0 && v <= limits[i - 1])) throw refuse('重量段须从小到大递增');
  await db.transaction().execute(async (trx) => {
    const method = await findShippingMethod(trx, input.code);
    if (!method) throw notFound('运输方式不存在');
    const id = await insertRateCard(trx, {
      method_id: method.id,
      effective_from: Math.max(input.effectiveFrom, now),
      card: JSON.stringify(input.card),
      created_by: actor.id,
      created_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'shipping.card',
      targetType: 'shipping',
      targetId: input.code,
      details: { id, ...input },
      now,
    });
  });
  return getAdminShipping(db, now);
}

export async function updateParcelFees(db: Db, actor: Actor, fees: ParcelFees, now: number): Promise<AdminShipping> {
  await updateSetting(db, actor, 'parcelFees', fees, now);
  return getAdminShipping(db, now);
}

export async function updateStorageRules(db: Db, actor: Actor, rules: StorageRules, now: number): Promise<AdminShipping> {
  if (rules.maxDays < rules.freeDays) throw refuse('最长保管天数不能少于免费天数');
  await updateSetting(db, actor, 'storage', rules, now);
  return getAdminShipping(db, now);
}

/** How many days before a limit an item shows in the report. */
export const REPORT_WINDOW_DAYS = 7;

/** Items within a week of the end of free storage or of the maximum, and those past it (the staff queue first). */
export async function getStorageReport(db: Db, now: number): Promise<StorageReport> {
  const rules = await getSetting(db, 'storage');
  const rows = await storedItemsWithAccount(db, 2000);
  const soon = now + REPORT_WINDOW_DAYS * 86_400_000;
  const list = rows
    .map((o) => {
      const clock = storageClock(
        rules,
        {
          arrivedAt: Number(o.arrived_at),
          pausedMs: Number(o.storage_paused_ms),
          extraDays: Number(o.storage_extra_days),
          paidFee: Number(o.storage_paid),
        },
        now,
      );
      return {
        orderId: o.id,
        userId: o.user_id,
        account: o.account,
        title: o.title,
        arrivedAt: Number(o.arrived_at),
        days: clock.days,
        freeUntil: clock.freeUntil,
        maxUntil: clock.maxUntil,
        fee: clock.fee,
        state: clock.state,
        queued: o.storage_queued_at !== null,
        note: o.storage_note,
      };
    })
    .filter((i) => i.queued || i.state !== 'free' || i.freeUntil <= soon)
    .sort((a, b) => Number(b.queued) - Number(a.queued) || a.maxUntil - b.maxUntil);
  return { list, queued: list.filter((i) => i.queued).length };
}

/** Staff handled an item past the maximum: a note (what was agreed) and extra days; it leaves the queue. */
export async function resolveStorage(
  db: Db,
  actor: Actor,
  input: { orderId: number; extraDays: number; note: string },
  now: number,
): Promise<StorageReport> {
  await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, input.orderId);
    if (!order || order.arrived_at === null) throw notFound('仓储商品不存在');
    if (!(await resolveOverdue(trx, order, input.extraDays, input.note, now))) throw refuse('订单已变化，请刷新后重试');
    await recordAudit(trx, actor, { action: 'storage.resolve', targetType: 'order', targetId: order.id, details: input, now });
  });
  return getStorageReport(db, now);
}
