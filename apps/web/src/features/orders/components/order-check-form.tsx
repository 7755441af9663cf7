import {
  bidIncrement,
  type Fees,
  formatYen,
  type ItemDetail,
  minimumBid,
  ORDER_KIND_LABELS,
  ORDER_REMARK_MAX,
  type OrderKind,
  SNIPE_MINUTES_MAX,
  SNIPE_MINUTES_MIN,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { type ReactNode, useState } from 'react';
import { YenPrice } from '../../../components/price/yen-price';
import { useCreateOrder } from '../api/create-order';
import { LandedCost, type LandedCostParts, landedTotal } from './landed-cost';

/** What the door-cost estimate is drawn from, live: the amount the member chose and whether inspection is asked. */
export interface OrderChoice {
  itemPrice: number;
  itemPriceLabel: string;
  inspection: boolean;
}

/** The member's choices for one item: kind, maximum, snipe, inspection, remark; then the landed cost and create. */
export function OrderCheckForm({
  item,
  fees,
  defaultRemark,
  onCreated,
  doorCost,
  soldPrices,
}: {
  item: ItemDetail;
  fees: Fees;
  defaultRemark: string;
  onCreated: (orderId: number) => void;
  /** The cost to the door for the choice as it stands (the route joins the shipping data, decision 086). */
  doorCost?: (choice: OrderChoice) => ReactNode;
  /** What similar auctions sold for, beside the maximum (the route joins the catalogue's panel, decision 090). */
  soldPrices?: (maxBid: number | null) => ReactNode;
}) {
  const least = minimumBid(item.currentPrice);
  const step = bidIncrement(item.currentPrice);
  const [kind, setKind] = useState<OrderKind>('bid');
  const [maxBid, setMaxBid] = useState<number | null>(least);
  const [snipe, setSnipe] = useState(false);
  const [snipeMinutes, setSnipeMinutes] = useState<number | null>(5);
  const [inspection, setInspection] = useState(false);
  const [remark, setRemark] = useState(defaultRemark);
  const create = useCreateOrder();

  const itemAmount = kind === 'buyout' ? (item.buyNowPrice ?? 0) : (maxBid ?? 0);
  const bidProblem =
    kind !== 'bid' ? null : maxBid === null ? '请输入最高出价' : maxBid < least ? `最高出价至少为 ${formatYen(least)}` : null;
  const snipeProblem =
    kind === 'bid' && snipe && (snipeMinutes === null || snipeMinutes < SNIPE_MINUTES_MIN || snipeMinutes > SNIPE_MINUTES_MAX)
      ? `狙击时间须为 ${SNIPE_MINUTES_MIN}–${SNIPE_MINUTES_MAX} 分钟`
      : null;
  const problem = bidProblem ?? snipeProblem;
  const cost: LandedCostParts = {
    item: itemAmount,
    itemLabel: kind === 'bid' ? '商品（最高出价）' : '商品（一口价）',
    serviceFee: fees.serviceFee,
    inspectionFee: inspection ? fees.inspectionFee : null,
    shippingPayer: item.shippingPayer,
  };
  const aboveBuyNow = kind === 'bid' && item.buyNowPrice !== null && maxBid !== null && maxBid >= item.buyNowPrice;

  const submit = () => {
    if (problem) return;
    create.mutate(
      {
        itemId: item.itemId,
        kind,
        maxBid: kind === 'bid' ? (maxBid ?? undefined) : undefined,
        snipeMinutes: kind === 'bid' && snipe ? (snipeMinutes ?? undefined) : undefined,
        inspection: inspection ? 1 : 0,
        remark: remark.trim(),
      },
      { onSuccess: (created) => onCreated(created.orderId) },
    );
  };

  return (
    <form
      className="order-check-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="form-block">
        <legend>购买方式</legend>
        <div className="kind-options">
          <label className={`kind-option${kind === 'bid' ? ' is-selected' : ''}`}>
            <input type="radio" name="kind" value="bid" checked={kind === 'bid'} onChange={() => setKind('bid')} />
            <span className="kind-option__name">{ORDER_KIND_LABELS.bid}</span>
            <span className="muted">设置最高出价，代购按雅虎规则自动加价</span>
          </label>
          <label
            className={`kind-option${kind === 'buyout' ? ' is-selected' : ''}${item.buyNowPrice === null ? ' is-disabled' : ''}`}
          >
            <input
              type="radio"
              name="kind"
              value="buyout"
              checked={kind === 'buyout'}
              disabled={item.buyNowPrice === null}
              onChange={() => setKind('buyout')}
            />
            <span className="kind-option__name">{ORDER_KIND_LABELS.buyout}</span>
            <span className="muted">
              {item.buyNowPrice === null ? '该商品没有一口价' : <>以 {formatYen(item.buyNowPrice)} 直接购买</>}
            </span>
          </label>
        </div>
      </fieldset>

      {kind === 'bid' && (
        <fieldset className="form-block">
          <legend>最高出价</legend>
          <p className="bid-rule" data-testid="bid-rule">
            当前价 <YenPrice yen={item.currentPrice} />
            ，加价幅度 <YenPrice yen={step} />
            ，最高出价至少 <YenPrice yen={least} />
            （当前价 + 一个加价幅度）。
          </p>
          <InputNumber
            inputId="max-bid"
            value={maxBid}
            onValueChange={(e) => setMaxBid(e.value ?? null)}
            mode="decimal"
            locale="zh-CN"
            maxFractionDigits={0}
            min={0}
            suffix=" 日元"
            showButtons
            step={step}
            aria-label="最高出价（日元）"
            invalid={bidProblem !== null}
          />
          {bidProblem && <p className="form-error">{bidProblem}</p>}
          {soldPrices?.(maxBid)}
          {aboveBuyNow && (
            <p className="form-hint">最高出价已达到一口价 {formatYen(item.buyNowPrice)}，可以直接选择“一口价”购买。</p>
          )}
          <p className="muted form-hint">
            出价规则：最高出价者以“第二高出价 + 一个加价幅度”成交，不超过您的最高出价；成交价低于最高出价时，差额立即退回余额。
          </p>
          <div className="snipe-row">
            <Checkbox inputId="snipe" checked={snipe} onChange={(e) => setSnipe(Boolean(e.checked))} />
            <label htmlFor="snipe">狙击出价：在拍卖结束前</label>
            <InputNumber
              inputId="snipe-minutes"
              value={snipeMinutes}
              onValueChange={(e) => setSnipeMinutes(e.value ?? null)}
              min={SNIPE_MINUTES_MIN}
              max={SNIPE_MINUTES_MAX}
              maxFractionDigits={0}
              disabled={!snipe}
              size={3}
              aria-label="狙击分钟数"
            />
            <span>
              分钟出价（{SNIPE_MINUTES_MIN}–{SNIPE_MINUTES_MAX}，不选则付款后立即出价）
            </span>
          </div>
          {snipeProblem && <p className="form-error">{snipeProblem}</p>}
        </fieldset>
      )}

      <fieldset className="form-block">
        <legend>增值服务</legend>
        <div className="check-row">
          <Checkbox inputId="inspection" checked={inspection} onChange={(e) => setInspection(Boolean(e.checked))} />
          <label htmlFor="inspection">
            验货（{formatYen(fees.inspectionFee)}）：商品到仓后拍照核对，您确认后再入库；到仓前可随时开启或关闭
          </label>
        </div>
      </fieldset>

      <fieldset className="form-block">
        <legend>订单备注</legend>
        <InputTextarea
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          rows={3}
          autoResize
          maxLength={ORDER_REMARK_MAX}
          placeholder="给代购的说明，例如：请确认配件齐全"
          aria-label="订单备注"
        />
        <span className="muted form-count">
          {remark.length}/{ORDER_REMARK_MAX}
        </span>
      </fieldset>

      <fieldset className="form-block">
        <legend>费用预估</legend>
        <LandedCost {...cost} />
        {doorCost?.({ itemPrice: itemAmount, itemPriceLabel: cost.itemLabel, inspection })}
      </fieldset>

      <div className="order-check-form__submit">
        <span>
          应付 <strong className="price">{formatYen(landedTotal(cost))}</strong>
        </span>
        <Button type="submit" label="提交订单" icon="pi pi-check" disabled={problem !== null} loading={create.isPending} />
      </div>
    </form>
  );
}
