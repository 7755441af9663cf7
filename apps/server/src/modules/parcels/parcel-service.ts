import {
  formatYen,
  OrderStatus,
  PARCEL_TYPES,
  type Parcel,
  type ParcelCreateBody,
  type ParcelInfo,
  type ParcelList,
  type ParcelListQuery,
  type ParcelQuote,
  type ParcelQuoteBody,
  ParcelStatus,
  type ShippingMethods,
  type WarehouseItem,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import type { ParcelStatusColumn } from '../../db/tables/parcels';
import { notFound, refuse } from '../../lib/errors';
import type { Actor } from '../../lib/state-machine';
import { memberAddress } from '../addresses/address-service';
import { storedImageUrl } from '../images/image-service';
import type { OrderRow } from '../orders/order-repository';
import { claimForParcel, memberOrdersByIds, memberWarehouseItems, releaseFromParcel } from '../orders/warehouse-repository';
import { getSetting } from '../sys/settings-service';
import { moneyTransaction } from '../wallet/group-commit';
import { readBalance } from '../wallet/ledger-repository';
import { netChargedForParcels, parcelLedger } from '../wallet/parcel-ledger-repository';
import { ledgerRecord, moveRecord } from '../wallet/record-service';
import { moveParcel } from './parcel-machine';
import { type ParcelAddressSnapshot, toParcel } from './parcel-mapper';
import { chargeParcelFees, parcelCharges } from './parcel-money';
import {
  estimateOf,
  type ItemDeclaration,
  methodQuotes,
  type PricedMethod,
  serviceFees,
  shippingMethodOf,
  splitUnderLimit,
  storageOf,
  withCardsInForce,
} from './parcel-pricing';
import {
  cardsOfMethods,
  countParcelsByStatus,
  findMemberParcel,
  insertParcel,
  insertParcelEvent,
  insertParcelItems,
  itemsOfParcels,
  listMemberParcels,
  listShippingMethods,
  type ParcelRow,
  parcelEvents,
  parcelPhotos,
} from './parcel-repository';

const member = (userId: number): Actor => ({ type: 'member', id: userId });

/** Every method with the card in force at `at`. */
export async function pricedMethods(db: Db, at: number): Promise<PricedMethod[]> {
  const methods = await listShippingMethods(db);
  const cards = await cardsOfMethods(
    db,
    methods.map((m) => m.id),
  );
  return withCardsInForce(methods, cards, at);
}

/** `GET /api/parcel/methods`: enabled methods with their cards in force, and the fees (public). */
export async function getShippingMethods(db: Db, now: number): Promise<ShippingMethods> {
  const [priced, fees] = await Promise.all([pricedMethods(db, now), getSetting(db, 'parcelFees')]);
  return {
    methods: priced.filter((p) => p.method.enabled === 1).map(shippingMethodOf),
    fees,
  };
}

/** `GET /api/parcel/warehouse`: the member's warehoused items. */
export async function getWarehouseItems(db: Db, userId: number): Promise<WarehouseItem[]> {
  const rows = await memberWarehouseItems(db, userId);
  const n = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((o) => ({
    orderId: o.id,
    orderNo: o.order_no,
    titleZh: o.title_zh,
    title: o.title,
    image: o.image,
    finalPrice: n(o.final_price),
    weightG: n(o.weight_g),
    lengthCm: n(o.length_cm),
    widthCm: n(o.width_cm),
    heightCm: n(o.height_cm),
    arrivedAt: Number(o.arrived_at),
    storagePausedMs: Number(o.storage_paused_ms ?? 0),
    storageExtraDays: Number(o.storage_extra_days ?? 0),
    storagePaid: Number(o.storage_paid ?? 0),
    parcelId: o.parcel_id,
  }));
}

/** The items chosen, each the member's own, warehoused, weighed and in no other parcel. */
async function chosenItems(db: Db, userId: number, items: ItemDeclaration[]): Promise<OrderRow[]> {
  const ids = items.map((i) => i.orderId);
  if (new Set(ids).size !== ids.length) throw refuse('同一件商品不能重复选择');
  const rows = await memberOrdersByIds(db, userId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const order = byId.get(id);
    if (!order) throw notFound(`订单 ${id} 不存在`);
    if (order.status !== OrderStatus.warehoused || order.arrived_at === null)
      throw refuse(`订单 ${order.order_no} 的商品尚未入库，不能申请发货`);
    if (order.parcel_id !== null) throw refuse(`订单 ${order.order_no} 的商品已在国际包裹 P${order.parcel_id} 中`);
    if (order.weight_g === null)
      throw refuse(
        `订单 ${order.order_no} 的商品仓库还未称重，暂不能申请发货：客服称重后即可申请（无需您操作），请先选择其他商品或稍后再试`,
      );
    return order;
  });
}

/** The yen above which a parcel's declared value passes the personal-parcel limit in yuan. */
async function customsLimit(db: Db) {
  const [fees, rates] = await Promise.all([getSetting(db, 'parcelFees'), getSetting(db, 'rates')]);
  const rate = Math.max(rates.WechatRate, rates.AliRate);
  return { fees, rate, limitYen: Math.floor(fees.customsLimitCny / rate) };
}

interface Quoted {
  quote: ParcelQuote;
  orders: OrderRow[];
  priced: PricedMethod[];
}

async function quoteFor(db: Db, userId: number, body: ParcelQuoteBody, now: number): Promise<Quoted> {
  const orders = await chosenItems(db, userId, body.items);
  const address = body.addressId === undefined ? null : await memberAddress(db, userId, body.addressId);
  const [{ fees, rate, limitYen }, storage, priced] = await Promise.all([
    customsLimit(db),
    getSetting(db, 'storage'),
    pricedMethods(db, now),
  ]);
  const declaredTotal = body.items.reduce((sum, i) => sum + i.declaredValue, 0);
  const service = serviceFees(fees, body, orders.length, declaredTotal);
  const clocks = orders.map((o) => storageOf(storage, o, now));
  const storageFee = clocks.reduce((sum, c) => sum + c.fee, 0);
  const estimate = estimateOf(orders, fees);
  const extras = service.consolidationFee + service.protectionFee + service.insuranceFee + storageFee;
  const declaredCny = Math.round(declaredTotal * rate * 100) / 100;
  const overCustomsLimit = orders.length > 1 && declaredCny > fees.customsLimitCny;
  return {
    orders,
    priced,
    quote: {
      items: orders.map((o, i) => ({
        orderId: o.id,
        orderNo: o.order_no,
        titleZh: o.title_zh,
        title: o.title,
        image: o.image,
        weightG: Number(o.weight_g),
        declaredValue: body.items[i].declaredValue,
        storageDays: clocks[i].days,
        storageFee: clocks[i].fee,
      })),
      weightG: estimate.weightG,
      volumeCm3: estimate.volumeCm3,
      methods: methodQuotes(priced, estimate, extras, address === null ? null : address.id_number_enc !== null),
      ...service,
      storageFee,
      declaredTotal,
      declaredCny,
      customsLimitCny: fees.customsLimitCny,
      overCustomsLimit,
      splitSuggestion: overCustomsLimit ? splitUnderLimit(body.items, limitYen) : [orders.map((o) => o.id)],
    },
  };
}

/** `quote`: what the chosen items would cost per method, the fees, and the customs-limit warning. */
export async function quoteParcel(db: Db, userId: number, body: ParcelQuoteBody, now: number): Promise<ParcelQuote> {
  return (await quoteFor(db, userId, body, now)).quote;
}

/**
 * `create`: one parcel (or one per suggested group with `split`), each at 待打包 with its quote, service
 * and storage fees fixed at the request; its items leave the storage clock (it resumes if the parcel is
 * cancelled). Items are claimed with a conditional update, so two requests cannot take the same item.
 */
export async function createParcels(db: Db, userId: number, body: ParcelCreateBody, now: number): Promise<number[]> {
  const { quote } = await quoteFor(db, userId, body, now);
  const groups = body.split === 1 ? quote.splitSuggestion : [body.items.map((i) => i.orderId)];
  const address = await memberAddress(db, userId, body.addressId);
  const snapshot: ParcelAddressSnapshot = {
    recipient: address.recipient,
    mobile: address.mobile,
    province: address.province,
    city: address.city,
    district: address.district,
    street: address.street,
    postcode: address.postcode,
    idNumberMasked: address.id_number_mask,
    idNumberEnc: address.id_number_enc,
  };
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const group of groups) {
      const items = body.items.filter((i) => group.includes(i.orderId));
      const { quote: part, orders, priced } = await quoteFor(trx, userId, { ...body, items }, now);
      const chosen = part.methods.find((m) => m.code === body.method);
      if (!chosen) throw refuse('请选择可用的运输方式');
      if (chosen.total === null) throw refuse(`「${chosen.name}」不能寄送该包裹：${chosen.unavailable ?? '不可用'}`);
      const method = priced.find((p) => p.method.code === body.method)?.method;
      if (!method) throw refuse('请选择可用的运输方式');
      const parcelId = await insertParcel(trx, {
        user_id: userId,
        status: ParcelStatus.requested,
        problem_from: null,
        method_id: method.id,
        method_code: method.code,
        method_name: method.name,
        address: JSON.stringify(snapshot),
        consolidate: body.consolidate,
        remove_boxes: body.removeBoxes,
        protection: body.protection,
        insurance: body.insurance,
        declared_total: part.declaredTotal,
        quote_total: chosen.total,
        consolidation_fee: part.consolidationFee,
        protection_fee: part.protectionFee,
        insurance_fee: part.insuranceFee,
        storage_fee: part.storageFee,
        refund_amount: 0,
        over_quote: 0,
        money_seq: 0,
        remark: body.remark,
        created_at: now,
        status_at: now,
        updated_at: now,
      });
      await insertParcelItems(
        trx,
        items.map((item) => {
          const q = part.items.find((i) => i.orderId === item.orderId);
          return {
            parcel_id: parcelId,
            order_id: item.orderId,
            description: item.description,
            declared_value: item.declaredValue,
            storage_days: q?.storageDays ?? 0,
            storage_fee: q?.storageFee ?? 0,
          };
        }),
      );
      for (const order of orders) {
        if (!(await claimForParcel(trx, order, parcelId, now)))
          throw refuse(`订单 ${order.order_no} 的商品状态已变化，请刷新后重试`);
      }
      await insertParcelEvent(trx, {
        parcel_id: parcelId,
        user_id: userId,
        from_status: 0,
        to_status: ParcelStatus.requested,
        actor_type: 'member',
        actor_id: userId,
        reason: `申请国际发货：${items.length} 件商品，${method.name}，预估 ${formatYen(chosen.total)}`,
        created_at: now,
      });
      ids.push(parcelId);
    }
    return ids;
  });
}

async function memberParcel(db: Db, userId: number, parcelId: number): Promise<ParcelRow> {
  const parcel = await findMemberParcel(db, userId, parcelId);
  if (!parcel) throw notFound('包裹不存在');
  return parcel;
}

export async function parcelViews(db: Db, rows: ParcelRow[]): Promise<Parcel[]> {
  const ids = rows.map((r) => r.id);
  const [items, charged] = await Promise.all([itemsOfParcels(db, ids), netChargedForParcels(db, ids)]);
  return rows.map((r) => toParcel(r, items, charged.get(r.id) ?? 0));
}

export async function parcelRecords(db: Db, parcelId: number) {
  const [events, money, photos] = await Promise.all([
    parcelEvents(db, parcelId),
    parcelLedger(db, parcelId),
    parcelPhotos(db, parcelId),
  ]);
  return {
    timeline: events.map((e) => moveRecord(e, null)),
    money: money.map((m) => ledgerRecord(m, { orderId: null, externalRef: m.external_ref ?? null })),
    photos: photos.map((p) => ({ id: p.id, url: storedImageUrl(p.image_key), createdAt: Number(p.created_at) })),
  };
}

export async function getParcelInfo(db: Db, userId: number, parcelId: number): Promise<ParcelInfo> {
  const row = await memberParcel(db, userId, parcelId);
  const [[parcel], records] = await Promise.all([parcelViews(db, [row]), parcelRecords(db, row.id)]);
  return { parcel, ...records };
}

export async function listParcels(db: Db, userId: number, query: ParcelListQuery): Promise<ParcelList> {
  const status = query.type === 'all' ? undefined : (Number(query.type) as ParcelStatusColumn);
  const [{ rows, total }, byStatus] = await Promise.all([
    listMemberParcels(db, userId, status, query.page, query.limit),
    countParcelsByStatus(db, userId),
  ]);
  const counts: Record<string, number> = {};
  for (const type of PARCEL_TYPES) {
    counts[type] = type === 'all' ? [...byStatus.values()].reduce((a, b) => a + b, 0) : (byStatus.get(Number(type)) ?? 0);
  }
  return { list: await parcelViews(db, rows), total, page: query.page, limit: query.limit, counts };
}

/**
 * Cancels a parcel before payment (2 or 3 → 1): its items go back to the warehouse and their storage clocks
 * resume without the time spent in the request. Nothing was charged, so nothing moves in the ledger.
 */
export async function cancelParcelAs(trx: Db, parcel: ParcelRow, actor: Actor, reason: string, now: number): Promise<void> {
  await moveParcel(trx, parcel, ParcelStatus.cancelled, { actor, reason, now });
  await releaseFromParcel(trx, parcel.id, now - Number(parcel.created_at), now);
}

export async function cancelParcel(db: Db, userId: number, parcelId: number, reason: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const parcel = await memberParcel(trx, userId, parcelId);
    if (parcel.status !== ParcelStatus.requested && parcel.status !== ParcelStatus.packed)
      throw refuse('包裹已付款或已发货，不能取消，请联系客服');
    const why = reason.trim() ? `会员取消：${reason.trim()}` : '会员取消国际发货申请';
    await cancelParcelAs(trx, parcel, member(userId), `${why}，商品已退回仓库继续保管`, now);
  });
}

/**
 * `pay`: every fee of a packed parcel from the balance, each as its own ledger entry, in the transaction of
 * the guarded move 3 → 4 (status and money_seq as read): concurrent pays charge once, a pay racing a change
 * of the price is refused, a short balance is refused with how much is missing. A final price above the
 * quote by more than the tolerance needs `confirmPrice`.
 */
export async function payParcel(db: Db, userId: number, parcelId: number, confirmPrice: number, now: number) {
  return moneyTransaction(db, async (trx) => {
    const parcel = await memberParcel(trx, userId, parcelId);
    if (parcel.status !== ParcelStatus.packed)
      throw refuse(parcel.status === ParcelStatus.requested ? '包裹尚未打包称重，请等待最终运费' : '该包裹当前不能付款');
    const total = parcelCharges(parcel);
    if (parcel.over_quote === 1 && confirmPrice !== 1) {
      throw refuse(`最终费用 ${formatYen(total)} 超出预估 ${formatYen(parcel.quote_total)} 较多，请确认后再付款`, {
        reason: 'over_quote',
        quote: Number(parcel.quote_total),
        total,
      });
    }
    const paid = await moveParcel(trx, parcel, ParcelStatus.paid, {
      actor: member(userId),
      reason: `已付款 ${formatYen(total)}，等待仓库发货`,
      now,
      set: { paid_at: now },
    });
    const balance = await chargeParcelFees(trx, paid, now);
    return { parcelId: parcel.id, paidAmount: total, balance: balance ?? (await readBalance(trx, userId)) };
  });
}

/** `confirmReceipt`: the member received the parcel (5 → 6). */
export async function confirmReceipt(db: Db, userId: number, parcelId: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const parcel = await memberParcel(trx, userId, parcelId);
    if (parcel.status !== ParcelStatus.shipped) throw refuse('包裹尚未发货或已签收');
    await moveParcel(trx, parcel, ParcelStatus.received, {
      actor: member(userId),
      reason: '会员已确认收货',
      now,
      set: { received_at: now },
    });
  });
}
