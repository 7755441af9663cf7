import {
  type AdminParcel,
  type AdminParcelDetail,
  type AdminParcelList,
  type AdminParcelPrice,
  type AdminParcelQuery,
  type AdminParcelSummary,
  formatYen,
  PARCEL_STATUS_LABELS,
  ParcelStatus,
  type ParcelStatusCode,
  storageKept,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import type { ParcelStatusColumn } from '../../db/tables/parcels';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { storedImageUrl, storeImage } from '../images/image-service';
import { photosOfOrders } from '../orders/staff-inspection-repository';
import { countStorageQueued, releaseFromParcel } from '../orders/warehouse-repository';
import { getSetting } from '../sys/settings-service';
import { findUserById } from '../users/user-repository';
import { moneyTransaction } from '../wallet/group-commit';
import { heldByKindForParcel, netChargedForParcels } from '../wallet/parcel-ledger-repository';
import { moveParcel, staleParcel } from './parcel-machine';
import { PARCEL_FEE_KINDS, parcelCharges, refundParcelExcess } from './parcel-money';
import { getLatestParcelMoneyCheck } from './parcel-money-check';
import { shippingOf } from './parcel-pricing';
import {
  countParcelPhotos,
  countParcelsByStatus,
  findParcel,
  insertParcelPhoto,
  itemsOfParcels,
  listParcelsForStaff,
  type ParcelRow,
  updateParcelIf,
} from './parcel-repository';
import { cancelParcelAs, parcelRecords, parcelViews, pricedMethods } from './parcel-service';

const staff = (actor: Actor) => ({ type: 'staff' as const, id: actor.id });
export const PARCEL_PHOTOS_MAX = 12;

async function parcelOf(db: Db, parcelId: number): Promise<ParcelRow> {
  const parcel = await findParcel(db, parcelId);
  if (!parcel) throw notFound('包裹不存在');
  return parcel;
}

async function adminView(db: Db, row: ParcelRow, account?: string): Promise<AdminParcel> {
  const [parcel] = await parcelViews(db, [row]);
  const name = account ?? (await findUserById(db, row.user_id))?.account ?? '';
  return { ...parcel, userId: row.user_id, account: name };
}

/** Parcels by status; the packing queue (2) oldest request first. */
export async function listStaffParcels(db: Db, query: AdminParcelQuery): Promise<AdminParcelList> {
  const status = query.type === 'all' ? undefined : (Number(query.type) as ParcelStatusColumn);
  const [{ rows, total }, byStatus] = await Promise.all([
    listParcelsForStaff(db, status, query.page, query.limit),
    countParcelsByStatus(db, null),
  ]);
  const views = await parcelViews(db, rows);
  const counts: Record<string, number> = { all: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  for (const code of Object.keys(PARCEL_STATUS_LABELS)) counts[code] = byStatus.get(Number(code)) ?? 0;
  return {
    list: views.map((v, i) => ({ ...v, userId: rows[i].user_id, account: rows[i].account })),
    total,
    page: query.page,
    limit: query.limit,
    counts,
  };
}

/** The parcel desk on the dashboard: parcels per status, items past the maximum storage, the latest money check. */
export async function getParcelSummary(db: Db): Promise<AdminParcelSummary> {
  const [byStatus, storageQueued, moneyCheck] = await Promise.all([
    countParcelsByStatus(db, null),
    countStorageQueued(db),
    getLatestParcelMoneyCheck(db),
  ]);
  const counts: Record<string, number> = {};
  for (const code of Object.keys(PARCEL_STATUS_LABELS)) counts[code] = byStatus.get(Number(code)) ?? 0;
  return { counts, storageQueued, moneyCheck };
}

/** A parcel as staff pack it: items with their shelf photos and boxes, packing photos, timeline, money. */
export async function getStaffParcel(db: Db, parcelId: number): Promise<AdminParcelDetail> {
  const row = await parcelOf(db, parcelId);
  const [parcel, records, priced, storagePaid] = await Promise.all([
    adminView(db, row),
    parcelRecords(db, row.id),
    pricedMethods(db, 0),
    storagePaidOf(db, row),
  ]);
  const orderIds = parcel.items.map((i) => i.orderId);
  const photos = await photosOfOrders(db, orderIds);
  const itemPhotos: AdminParcelDetail['itemPhotos'] = {};
  for (const id of orderIds) itemPhotos[id] = [];
  for (const p of photos)
    itemPhotos[p.order_id]?.push({ id: p.id, url: storedImageUrl(p.image_key), createdAt: Number(p.created_at) });
  const views = await itemsOfParcels(db, [row.id]);
  const itemBoxes: AdminParcelDetail['itemBoxes'] = {};
  for (const v of views) {
    itemBoxes[v.order_id] = {
      lengthCm: v.length_cm === null ? null : Number(v.length_cm),
      widthCm: v.width_cm === null ? null : Number(v.width_cm),
      heightCm: v.height_cm === null ? null : Number(v.height_cm),
    };
  }
  const method = priced.find((p) => p.method.id === row.method_id)?.method;
  return {
    parcel,
    itemPhotos,
    itemBoxes,
    ...records,
    volumetricDivisor: method?.volumetric_divisor === null || !method ? null : Number(method.volumetric_divisor),
    maxWeightG: Number(method?.max_weight_g ?? 0),
    storagePaid,
  };
}

interface Measured {
  parcelId: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The final price of a parcel measured so, on the rate card in force at `now`. */
async function finalPrice(db: Db, parcel: ParcelRow, m: Measured, now: number) {
  const [priced, fees] = await Promise.all([pricedMethods(db, now), getSetting(db, 'parcelFees')]);
  const method = priced.find((p) => p.method.id === parcel.method_id);
  if (!method) throw refuse('包裹的运输方式已不存在');
  const shipping = shippingOf(method, m.weightG, m.lengthCm * m.widthCm * m.heightCm);
  const total = shipping.price === null ? null : parcelCharges({ ...parcel, shipping_fee: shipping.price });
  const quote = Number(parcel.quote_total);
  return {
    ...shipping,
    cardId: method.cardId,
    total,
    quote,
    overQuote: total !== null && total > quote + Math.floor((quote * fees.quoteTolerancePercent) / 100),
  };
}

/** The price a packing would set, shown before saving. */
export async function previewPackPrice(db: Db, m: Measured, now: number): Promise<AdminParcelPrice> {
  const parcel = await parcelOf(db, m.parcelId);
  const price = await finalPrice(db, parcel, m, now);
  return {
    chargeableG: price.chargeableG,
    shippingFee: price.price,
    total: price.total,
    quoteTotal: price.quote,
    overQuote: price.overQuote,
    unavailable: price.unavailable,
  };
}

/**
 * Pack and weigh: at 待打包 the parcel moves to 待付款 with its final weight, box and price from the rate card
 * in force; at 待付款 staff may weigh again (the price changes, the member has not paid). Either way the
 * cost changes, so money_seq is bumped: a payment that read the old price is refused (decision 033).
 */
export async function packParcel(db: Db, actor: Actor, m: Measured, now: number): Promise<AdminParcelDetail> {
  await db.transaction().execute(async (trx) => {
    const parcel = await parcelOf(trx, m.parcelId);
    if (parcel.status !== ParcelStatus.requested && parcel.status !== ParcelStatus.packed)
      throw refuse('只有待打包或待付款的包裹可以称重计价');
    const price = await finalPrice(trx, parcel, m, now);
    if (price.price === null || price.total === null) throw refuse(`该包裹不能按此方式寄送：${price.unavailable ?? '不可用'}`);
    const set = {
      weight_g: m.weightG,
      length_cm: m.lengthCm,
      width_cm: m.widthCm,
      height_cm: m.heightCm,
      chargeable_g: price.chargeableG,
      rate_card_id: price.cardId,
      shipping_fee: price.price,
      over_quote: price.overQuote ? 1 : 0,
      packed_at: now,
      money_seq: parcel.money_seq + 1,
    };
    const note = `已打包称重：${m.weightG} g，${m.lengthCm}×${m.widthCm}×${m.heightCm} cm，计费重量 ${price.chargeableG} g，应付 ${formatYen(price.total)}${
      price.overQuote ? `（超出预估 ${formatYen(price.quote)}，付款前请确认）` : ''
    }`;
    if (parcel.status === ParcelStatus.requested) {
      await moveParcel(trx, parcel, ParcelStatus.packed, { actor: staff(actor), reason: note, now, set });
    } else if (
      !(await updateParcelIf(
        trx,
        parcel.id,
        { status: ParcelStatus.packed, moneySeq: parcel.money_seq },
        { ...set, updated_at: now },
      ))
    ) {
      throw staleParcel();
    }
    await recordAudit(trx, actor, {
      action: 'parcel.pack',
      targetType: 'parcel',
      targetId: parcel.id,
      details: { ...m, chargeableG: price.chargeableG, shippingFee: price.price, total: price.total, overQuote: price.overQuote },
      now,
    });
  });
  return getStaffParcel(db, m.parcelId);
}

/** A packing photo, re-encoded and stored like inspection photos, audited. */
export async function addParcelPhoto(db: Db, actor: Actor, parcelId: number, upload: Buffer, now: number) {
  const parcel = await parcelOf(db, parcelId);
  if (parcel.status === ParcelStatus.cancelled) throw refuse('包裹已取消');
  if ((await countParcelPhotos(db, parcelId)) >= PARCEL_PHOTOS_MAX) throw refuse(`每个包裹最多 ${PARCEL_PHOTOS_MAX} 张照片`);
  await storeImage(db, actor, 'parcel', upload, now, {
    attach: (trx, key) => insertParcelPhoto(trx, parcelId, key, actor.id, now),
    audit: { action: 'parcel.photos', targetType: 'parcel', targetId: parcelId },
  });
  return getStaffParcel(db, parcelId);
}

/** 待发货 → 已发货 with the carrier and tracking number. */
export async function shipParcel(
  db: Db,
  actor: Actor,
  input: { parcelId: number; carrier: string; trackingNo: string },
  now: number,
): Promise<AdminParcelDetail> {
  await db.transaction().execute(async (trx) => {
    const parcel = await parcelOf(trx, input.parcelId);
    await moveParcel(trx, parcel, ParcelStatus.shipped, {
      actor: staff(actor),
      reason: `已从日本发出：${input.carrier} 运单号 ${input.trackingNo}`,
      now,
      set: { carrier: input.carrier, tracking_no: input.trackingNo, shipped_at: now },
    });
    await recordAudit(trx, actor, { action: 'parcel.ship', targetType: 'parcel', targetId: parcel.id, details: input, now });
  });
  return getStaffParcel(db, input.parcelId);
}

/** 待发货 / 已发货 → 问题包裹 (customs hold, returned, damaged) with a note the member reads. */
export async function markParcelProblem(db: Db, actor: Actor, input: { parcelId: number; reason: string }, now: number) {
  await db.transaction().execute(async (trx) => {
    const parcel = await parcelOf(trx, input.parcelId);
    await moveParcel(trx, parcel, ParcelStatus.problem, {
      actor: staff(actor),
      reason: `转为问题包裹：${input.reason}`,
      now,
      set: { staff_note: input.reason },
    });
    await recordAudit(trx, actor, {
      action: 'parcel.problem',
      targetType: 'parcel',
      targetId: parcel.id,
      details: { reason: input.reason, from: parcel.status },
      now,
    });
  });
  return getStaffParcel(db, input.parcelId);
}

/**
 * A problem parcel's resolution: back to where it came from, or closed; either may refund up to what the
 * ledger holds for the parcel (the refund is posted from the ledger, decision 033); a closed parcel's items
 * may return to the warehouse (their storage clocks resume without the time away).
 */
export async function resolveParcelProblem(
  db: Db,
  actor: Actor,
  input: { parcelId: number; to: 'back' | 'close'; refund: number; returnItems: number; reason: string },
  now: number,
) {
  await moneyTransaction(db, async (trx) => {
    const parcel = await parcelOf(trx, input.parcelId);
    if (parcel.status !== ParcelStatus.problem) throw refuse('只有问题包裹可以处理');
    if (input.returnItems === 1 && input.to !== 'close') throw refuse('商品退回仓库时包裹须关闭');
    const held = (await netChargedForParcels(trx, [parcel.id])).get(parcel.id) ?? 0;
    if (input.refund > held) throw refuse(`退款不能超过该包裹已收取的 ${formatYen(held)}`);
    const to = input.to === 'close' ? 13 : (parcel.problem_from as ParcelStatusCode);
    const set =
      input.refund > 0
        ? {
            refund_amount: Number(parcel.refund_amount) + input.refund,
            money_seq: parcel.money_seq + 1,
            staff_note: input.reason,
          }
        : { staff_note: input.reason };
    const refundText = input.refund > 0 ? `，退款 ${formatYen(input.refund)} 已退回余额` : '';
    const moved = await moveParcel(trx, parcel, to, {
      actor: staff(actor),
      reason: `问题已处理：${input.reason}${refundText}${input.returnItems ? '，商品已退回仓库' : ''}`,
      now,
      set,
    });
    await refundParcelExcess(trx, moved, `国际包裹 P${parcel.id} 退款：${input.reason}`.slice(0, 200), now);
    if (input.returnItems === 1) {
      const paid = await storagePaidPerItem(trx, moved);
      await releaseFromParcel(trx, parcel.id, now - Number(parcel.created_at), now, paid);
    }
    await recordAudit(trx, actor, {
      action: 'parcel.resolve',
      targetType: 'parcel',
      targetId: parcel.id,
      details: { ...input, from: ParcelStatus.problem, status: to, held },
      now,
    });
  });
  return getStaffParcel(db, input.parcelId);
}

/**
 * The storage a paid parcel charged and the member keeps, per item (decision 057): from the ledger — what it
 * took as `parcel_storage`, less the part of the refunds that went beyond the shipping and service fees —
 * shared out in the items' order by what each was charged.
 */
async function storagePaidPerItem(trx: Db, parcel: ParcelRow): Promise<Map<number, number>> {
  const { fee, kept } = await storagePaidOf(trx, parcel);
  const paid = new Map<number, number>();
  let left = kept;
  for (const item of await itemsOfParcels(trx, [parcel.id])) {
    const share = Math.min(left, Number(item.storage_fee));
    paid.set(item.order_id, share);
    left -= share;
  }
  if (left !== 0 || kept > fee) throw new Error(`Parcel ${parcel.id}: storage kept ${kept} does not match its items`);
  return paid;
}

/** What the ledger holds of a parcel's storage fee: charged, and kept after the refunds so far. */
async function storagePaidOf(db: Db, parcel: ParcelRow): Promise<AdminParcelDetail['storagePaid']> {
  const held = await heldByKindForParcel(db, parcel.id);
  const fee = Math.max(0, held.get('parcel_storage') ?? 0);
  const charged = PARCEL_FEE_KINDS.reduce((sum, f) => sum + Math.max(0, held.get(f.kind) ?? 0), 0);
  const refunded = Math.max(0, -(held.get('parcel_refund') ?? 0));
  return { fee, kept: storageKept({ storageFee: fee, charges: charged, refunded }) };
}

/** Staff cancel a request they cannot ship (before payment); the items go back to the warehouse. */
export async function cancelParcelByStaff(db: Db, actor: Actor, input: { parcelId: number; reason: string }, now: number) {
  await db.transaction().execute(async (trx) => {
    const parcel = await parcelOf(trx, input.parcelId);
    if (parcel.status !== ParcelStatus.requested && parcel.status !== ParcelStatus.packed)
      throw refuse('只有付款前的包裹可以取消');
    await cancelParcelAs(trx, parcel, staff(actor), `客服取消发货申请：${input.reason}，商品已退回仓库`, now);
    await recordAudit(trx, actor, { action: 'parcel.cancel', targetType: 'parcel', targetId: parcel.id, details: input, now });
  });
  return getStaffParcel(db, input.parcelId);
}
