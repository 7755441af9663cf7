import { type AdminShippingMethod, formatYen, type RateCard } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { PageHeader } from '../../../../components/console/page-header';
import { ErrorState, LoadingBlock } from '../../../../components/states/status-states';
import { WeightClassTable } from '../../../../features/staff-catalog/components/weight-class-table';
import { useShipping } from '../../../../features/staff-parcels/api/get-shipping';
import { RateCardEditor } from '../../../../features/staff-parcels/components/rate-card-editor';
import { ShippingFeesForms } from '../../../../features/staff-parcels/components/shipping-fees-forms';
import { ShippingMethodForm } from '../../../../features/staff-parcels/components/shipping-method-form';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';

const grams = (g: number) => `${g.toLocaleString('zh-CN')} g`;

/** A card in one line per band, as a fee page prints it. */
function CardText({ card }: { card: RateCard }) {
  const lines =
    card.mode === 'table'
      ? card.rows.map((r) => `≤ ${grams(r.upToG)}：${formatYen(r.price)}`)
      : [
          `首重 ${grams(card.firstG)}：${formatYen(card.firstPrice)}`,
          ...card.bands.map((b) => `至 ${grams(b.untilG)}：每 ${grams(b.everyG)} 加 ${formatYen(b.addPrice)}`),
        ];
  return (
    <ul className="admin-card-lines">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

function MethodCard({ method, now }: { method: AdminShippingMethod; now: number }) {
  const [editing, setEditing] = useState<'method' | 'card' | null>(null);
  const history = method.cards;
  return (
    <section className="admin-card" data-testid={`method-${method.code}`}>
      <div className="admin-section-head">
        <h2>
          {method.name} <small className="admin-hint">{method.code}</small>
        </h2>
        {!method.enabled && <Tag value="已停用" severity="secondary" />}
        <Button label="编辑规则" icon="pi pi-pencil" size="small" outlined onClick={() => setEditing('method')} />
        <Button label="新价目表" icon="pi pi-plus" size="small" onClick={() => setEditing('card')} />
      </div>
      <p className="admin-hint">
        {method.deliveryText} · {method.volumetricDivisor ? `体积重 长×宽×高÷${method.volumetricDivisor}` : '按实重计费'} · 最大{' '}
        {grams(method.maxWeightG)}
        {method.requiresId ? ' · 需要身份证号' : ''}
      </p>
      {editing === 'method' && <ShippingMethodForm method={method} onDone={() => setEditing(null)} />}
      {editing === 'card' && <RateCardEditor method={method} onDone={() => setEditing(null)} />}
      <div className="admin-cards-history">
        {history.map((c) => {
          const inForce = method.cardEffectiveFrom === c.effectiveFrom && c.effectiveFrom <= now;
          const future = c.effectiveFrom > now;
          return (
            <div key={c.id} className={`admin-rate-card${inForce ? ' is-current' : ''}`}>
              <div>
                <strong>{c.effectiveFrom === 0 ? '初始价目表' : `${formatDateTime(c.effectiveFrom)} 起`}</strong>{' '}
                {inForce ? (
                  <Tag value="生效中" severity="success" />
                ) : future ? (
                  <Tag value="待生效" severity="info" />
                ) : (
                  <Tag value="已被取代" severity="secondary" />
                )}
              </div>
              <CardText card={c.card} />
            </div>
          );
        })}
        {history.length === 0 && <p className="admin-bad">还没有价目表：该方式暂不可用。</p>}
      </div>
    </section>
  );
}

/** 运费与仓储: methods with their dated rate cards (add a card, edit a method), the shipping fees and the storage rules. */
export default function ShippingScreen() {
  const shipping = useShipping();
  const [adding, setAdding] = useState(false);
  if (shipping.isPending) return <LoadingBlock />;
  if (shipping.isError) return <ErrorState message={errorMessage(shipping.error)} onRetry={() => shipping.refetch()} />;
  const now = shipping.dataUpdatedAt;
  return (
    <div data-testid="admin-shipping">
      <PageHeader title="运费与仓储">
        <Button label="新增运输方式" icon="pi pi-plus" size="small" outlined onClick={() => setAdding(true)} />
      </PageHeader>
      {adding && (
        <section className="admin-card">
          <h2>新增运输方式</h2>
          <ShippingMethodForm method={null} onDone={() => setAdding(false)} />
        </section>
      )}
      {shipping.data.methods.map((m) => (
        <MethodCard key={m.code} method={m} now={now} />
      ))}
      <ShippingFeesForms key={shipping.dataUpdatedAt} shipping={shipping.data} />
      <WeightClassTable />
    </div>
  );
}
