import './parcels.css';
import { formatYen, methodPrice } from '@daigou/contract';
import { useState } from 'react';
import { useShippingMethods } from '../api/get-shipping-methods';

const REFUSAL = { over_max: '超过重量上限', no_card: '暂无价目' } as const;

/**
 * The public estimator (/guide?id=2 and the member centre): weight and box → chargeable weight and price per
 * method, computed with the same functions and the same rate cards the server prices with (decision 032).
 * Plain elements only: the guide page stays free of the component library.
 */
export function ShippingEstimator() {
  const methods = useShippingMethods();
  const [weight, setWeight] = useState('1500');
  const [box, setBox] = useState({ l: '30', w: '20', h: '15' });
  const grams = Math.round(Number(weight));
  const volume = Number(box.l) * Number(box.w) * Number(box.h);
  const valid = Number.isFinite(grams) && grams > 0;
  if (methods.isError) return null;
  const number = (value: string, set: (v: string) => void, label: string, unit: string, id: string) => (
    <label className="estimator__field" htmlFor={id}>
      <span>{label}</span>
      <span className="estimator__input">
        <input id={id} inputMode="numeric" value={value} onChange={(e) => set(e.target.value.replace(/\D/g, '').slice(0, 6))} />
        <span>{unit}</span>
      </span>
    </label>
  );
  return (
    <section className="help-page estimator" aria-labelledby="estimator-title" data-testid="shipping-estimator">
      <h2 id="estimator-title">国际运费估算</h2>
      <p className="muted">
        输入包裹重量和尺寸，估算各渠道运费（EMS、航空、SAL、海运按实际重量；专线按实际重量与体积重量取大）。
      </p>
      <div className="estimator__inputs">
        {number(weight, setWeight, '重量', 'g', 'est-weight')}
        {number(box.l, (v) => setBox({ ...box, l: v }), '长', 'cm', 'est-l')}
        {number(box.w, (v) => setBox({ ...box, w: v }), '宽', 'cm', 'est-w')}
        {number(box.h, (v) => setBox({ ...box, h: v }), '高', 'cm', 'est-h')}
      </div>
      {methods.data && valid && (
        <div className="help-page__body estimator__table">
          <table>
            <thead>
              <tr>
                <th>运输方式</th>
                <th>计费重量</th>
                <th>运费</th>
                <th>时效</th>
              </tr>
            </thead>
            <tbody>
              {methods.data.methods.map((m) => {
                const price = methodPrice(m, m.card, grams, Number.isFinite(volume) ? volume : 0);
                return (
                  <tr key={m.code} data-testid={`estimate-${m.code}`}>
                    <td>
                      {m.name}
                      {m.volumetricDivisor !== null && <small className="muted">（体积 ÷ {m.volumetricDivisor}）</small>}
                    </td>
                    <td>{price.chargeableG.toLocaleString('zh-CN')} g</td>
                    <td>{'price' in price ? formatYen(price.price) : <span className="muted">{REFUSAL[price.refusal]}</span>}</td>
                    <td>{m.deliveryText}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="muted">
            合箱费 {formatYen(methods.data.fees.consolidationFee)} / 包裹，加固包装 {formatYen(methods.data.fees.protectionFee)}
            ，保险为申报价值的 {methods.data.fees.insurancePercent}%（最低 {formatYen(methods.data.fees.insuranceMin)}
            ）。最终运费以仓库打包称重为准。
          </p>
        </div>
      )}
    </section>
  );
}
