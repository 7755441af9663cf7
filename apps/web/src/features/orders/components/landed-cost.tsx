import { CostRow } from '../../../components/cost-table/cost-row';
import { YenWithYuan } from '../../../components/price/yen-price';

export interface LandedCostParts {
  /** The maximum bid, or the buy-it-now price. */
  item: number;
  itemLabel: string;
  serviceFee: number;
  /** null when inspection is not asked for. */
  inspectionFee: number | null;
  shippingPayer: 'seller' | 'buyer';
}

export const landedTotal = (p: LandedCostParts): number => p.item + p.serviceFee + (p.inspectionFee ?? 0);

/** Domestic shipping in Japan: nothing when the seller pays; otherwise charged at cost when the parcel arrives. */
export function ShippingNote({ payer }: { payer: 'seller' | 'buyer' }) {
  return payer === 'seller' ? (
    <p className="shipping-note" data-testid="shipping-note">
      <i className="pi pi-truck" aria-hidden="true" /> 卖家包邮：日本国内运费由卖家承担，不另收费。
    </p>
  ) : (
    <p className="shipping-note shipping-note--buyer" data-testid="shipping-note">
      <i className="pi pi-truck" aria-hidden="true" />{' '}
      卖家不包邮：日本国内运费（卖家寄到我们日本仓库的运费）在包裹到仓后按实际金额从余额扣除，
      实报实销、不加价，不含在下面的合计中。
    </p>
  );
}

/** What paying will hold: item + service fee (+ inspection fee), in yen with yuan at both rates. */
export function LandedCost(parts: LandedCostParts) {
  const total = landedTotal(parts);
  return (
    <div className="landed-cost" data-testid="landed-cost">
      <table>
        <tbody>
          <CostRow label={parts.itemLabel}>
            <YenWithYuan yen={parts.item} />
          </CostRow>
          <CostRow label="代购服务费">
            <YenWithYuan yen={parts.serviceFee} />
          </CostRow>
          <CostRow label="验货费">
            {parts.inspectionFee === null ? <span className="muted">未选择验货</span> : <YenWithYuan yen={parts.inspectionFee} />}
          </CostRow>
          <CostRow label="合计（付款时从余额冻结）" className="landed-cost__total" testId="landed-total">
            <YenWithYuan yen={total} />
          </CostRow>
        </tbody>
      </table>
      <ShippingNote payer={parts.shippingPayer} />
    </div>
  );
}
