import {
  type CategoryRef,
  type CategoryWeightClass,
  type CostRange,
  cheapestMethodFor,
  doorCost,
  formatPrice,
  formatTenths,
  type ParcelFees,
  type ShippingMethod,
  type StorageRulesSetting,
  WEIGHT_CLASSES,
  type WeightClassCode,
  weightClassOf,
  yenToYuan,
} from '@daigou/contract';
import { useState } from 'react';
import { CostRow } from '../cost-table/cost-row';
import { useRates } from '../price/rates-context';
import { YenPrice } from '../price/yen-price';
import './door-cost.css';

export interface DoorCostPanelProps {
  /** The price the estimate starts from (current, buy-it-now, or the maximum the member typed). */
  itemPrice: number;
  itemPriceLabel: string;
  categoryPath: readonly CategoryRef[];
  /** The class an order was estimated with: used in place of the category's. */
  weightClass?: WeightClassCode | null;
  sellerPaysDomestic: boolean;
  serviceFee: number;
  /** null when inspection is not chosen. */
  inspectionFee: number | null;
  methods: readonly ShippingMethod[];
  parcelFees: ParcelFees;
  storage: StorageRulesSetting;
  weightRows: readonly CategoryWeightClass[];
  /** The weighed weight once the warehouse has it: the estimate and the real figure side by side. */
  weighedG?: number | null;
  /** The domestic shipping charged at arrival, once known (the weighed line uses it). */
  domesticCharged?: number | null;
  /** Open from the start (the order check); the item page shows the total and opens on a tap. */
  open?: boolean;
}

const WAIT_CHOICES = [0, 30, 60, 90] as const;
const METHOD_KEY = 'daigou.doorCost.method';

function Range({ range, testId }: { range: CostRange; testId?: string }) {
  return (
    <span className="door-cost__range" data-testid={testId}>
      <YenPrice yen={range.low} />
      {range.high !== range.low && (
        <>
          {' – '}
          <YenPrice yen={range.high} />
        </>
      )}
    </span>
  );
}

/** The range in yuan at the WeChat rate (the compact form every card uses). */
function YuanRange({ range }: { range: CostRange }) {
  const rate = useRates();
  if (!rate) return null;
  const low = formatPrice(yenToYuan(range.low, rate.WechatRate));
  const high = formatPrice(yenToYuan(range.high, rate.WechatRate));
  return <span className="yuan-estimates yuan-estimates--compact">约 {low === high ? low : `${low} – ${high}`} 元</span>;
}

// By hand, not Intl: building a zh-CN NumberFormat was ~100 ms of the item page's first render on a slow phone (091).
const kg = (g: number) => `${formatTenths(g / 1000)} kg`;

function rememberedMethod(): string | null {
  try {
    return globalThis.localStorage?.getItem(METHOD_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * 到家费用估算 (issue 28 §1, decision 086): what the item will cost at the member's door, as a range, with each part
 * and where its figure comes from. The same pure function (`doorCost`) and rate cards the parcels are priced with.
 */
export function DoorCostPanel(props: DoorCostPanelProps) {
  const choice = props.weightClass
    ? { weightClass: WEIGHT_CLASSES[props.weightClass], source: 'order' as const, categoryId: null }
    : weightClassOf(props.categoryPath, props.weightRows);
  const weightClass = choice.weightClass;
  const methods = props.methods.map((m) => ({
    code: m.code,
    name: m.name,
    rules: { volumetricDivisor: m.volumetricDivisor, maxWeightG: m.maxWeightG },
    card: m.card,
  }));
  const fallback = cheapestMethodFor(methods, weightClass, props.parcelFees.packingWeightG);
  const [methodCode, setMethodCode] = useState<string | null>(rememberedMethod);
  const [waitDays, setWaitDays] = useState<number>(0);
  const method = methods.find((m) => m.code === methodCode) ?? fallback;
  const input = {
    itemPrice: props.itemPrice,
    serviceFee: props.serviceFee,
    inspectionFee: props.inspectionFee,
    sellerPaysDomestic: props.sellerPaysDomestic,
    weightClass,
    method,
    packingWeightG: props.parcelFees.packingWeightG,
    storage: { rules: props.storage, waitDays },
  };
  const cost = doorCost(input);
  const weighed = props.weighedG
    ? doorCost({ ...input, weighedG: props.weighedG, domesticCharged: props.domesticCharged })
    : null;
  const decidedBy = props.categoryPath.find((c) => c.categoryId === choice.categoryId);
  const chooseMethod = (code: string) => {
    setMethodCode(code);
    try {
      globalThis.localStorage?.setItem(METHOD_KEY, code);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  return (
    <details className="door-cost" open={props.open} data-testid="door-cost">
      <summary>
        <span className="door-cost__title">到家费用估算</span>
        <span className="door-cost__total">
          <Range range={cost.total} testId="door-cost-total" />
          <YuanRange range={cost.total} />
        </span>
      </summary>
      <table className="door-cost__lines">
        <tbody>
          <CostRow label={props.itemPriceLabel}>
            <YenPrice yen={cost.item} />
          </CostRow>
          <CostRow label="代购服务费">
            <YenPrice yen={cost.serviceFee} />
          </CostRow>
          {props.inspectionFee !== null && (
            <CostRow label="验货费">
              <YenPrice yen={cost.inspectionFee} />
            </CostRow>
          )}
          <CostRow label="日本国内运费" testId="door-cost-domestic">
            {props.sellerPaysDomestic ? (
              <span>卖家包邮 0 日元</span>
            ) : (
              <>
                <Range range={cost.domestic} />
                <small className="muted">按实际金额扣除</small>
              </>
            )}
          </CostRow>
          <CostRow
            label={
              <>
                <label htmlFor="door-cost-method">国际运费</label>
                <select
                  id="door-cost-method"
                  value={method?.code ?? ''}
                  onChange={(e) => chooseMethod(e.target.value)}
                  data-testid="door-cost-method"
                >
                  {methods.map((m) => (
                    <option key={m.code} value={m.code}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </>
            }
            testId="door-cost-international"
          >
            {cost.international ? (
              <>
                <Range range={cost.international} />
                <small className="muted">
                  单独发货约 {kg(cost.internationalG.low)}
                  {cost.internationalG.high !== cost.internationalG.low && ` – ${kg(cost.internationalG.high)}`}
                  ，合箱分摊通常更低
                </small>
              </>
            ) : (
              <span className="muted">该渠道无法估算（超过重量上限或暂无价目），请换一个渠道</span>
            )}
          </CostRow>
          <CostRow
            label={
              <>
                <label htmlFor="door-cost-wait">仓储费</label>
                <select
                  id="door-cost-wait"
                  value={waitDays}
                  onChange={(e) => setWaitDays(Number(e.target.value))}
                  data-testid="door-cost-wait"
                >
                  {WAIT_CHOICES.map((d) => (
                    <option key={d} value={d}>
                      {d === 0 ? '到仓即发' : `等待合箱 ${d} 天`}
                    </option>
                  ))}
                </select>
              </>
            }
            testId="door-cost-storage"
          >
            <YenPrice yen={cost.storage} />
            <small className="muted">免费保管 {props.storage.freeDays} 天</small>
          </CostRow>
          <CostRow label="合计（估算）" className="door-cost__sum">
            <Range range={cost.total} />
          </CostRow>
          {weighed?.international && (
            <CostRow
              label={`称重后（${kg(weighed.internationalG.low)}）`}
              className="door-cost__weighed"
              rowTestId="door-cost-weighed"
            >
              国际运费 <YenPrice yen={weighed.international.low} />
              ，合计 <Range range={weighed.total} />
            </CostRow>
          )}
        </tbody>
      </table>
      <p className="door-cost__note muted" data-testid="door-cost-note">
        这是估算，不是报价：商品重量按
        {choice.source === 'order' ? '下单时的类目' : decidedBy ? `类目“${decidedBy.nameZh || decidedBy.name}”` : '一般商品'}
        估为{weightClass.label}，约 {kg(weightClass.minG)} – {kg(weightClass.maxG)}。实际运费以仓库称重、打包后的报价为准。
      </p>
    </details>
  );
}
