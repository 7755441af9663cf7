import './parcels.css';
import { type Address, formatYen, type ParcelQuoteInput } from '@daigou/contract';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useCreateParcel } from '../api/create-parcel';
import { useWarehouseItems } from '../api/get-warehouse-items';
import { useParcelQuote } from '../api/quote-parcel';
import { ParcelItemTitle } from './parcel-item-title';

interface Line {
  chosen: boolean;
  description: string;
  value: string;
}

const OPTIONS = [
  ['consolidate', '合箱（多件合并为一个包裹）'],
  ['removeBoxes', '去除原包装'],
  ['protection', '加固包装'],
  ['insurance', '购买保险'],
] as const;
type OptionKey = (typeof OPTIONS)[number][0];

/**
 * 申请国际发货: pick warehoused items (one or many), declare each (Chinese description, value prefilled
 * from the order), an address, options and a method; the estimate per method, the fees, storage due and the
 * personal-parcel warning come from /api/parcel/quote as the form changes.
 */
export function ParcelRequestForm({
  addresses,
  addressAction,
  onCreated,
}: {
  addresses: Address[];
  /** The "add address" button and dialog (the address book is another feature). */
  addressAction: ReactNode;
  onCreated: (parcelIds: number[]) => void;
}) {
  const items = useWarehouseItems();
  const create = useCreateParcel();
  const [lines, setLines] = useState<Record<number, Line>>({});
  const [options, setOptions] = useState<Record<OptionKey, boolean>>({
    consolidate: true,
    removeBoxes: false,
    protection: false,
    insurance: false,
  });
  const [addressId, setAddressId] = useState<number | null>(null);
  const [method, setMethod] = useState('ems');
  const [split, setSplit] = useState(false);
  const [remark, setRemark] = useState('');
  const address = addressId ?? addresses.find((a) => a.isDefault)?.addressId ?? addresses[0]?.addressId ?? null;

  const lineOf = (orderId: number, fallback: number): Line =>
    lines[orderId] ?? { chosen: false, description: '', value: String(Math.max(1, fallback)) };
  const chosen = (items.data ?? []).filter((i) => i.parcelId === null && lineOf(i.orderId, 0).chosen);
  const declared = chosen.map((i) => {
    const line = lineOf(i.orderId, i.finalPrice ?? 1);
    return {
      orderId: i.orderId,
      description: line.description.trim() || '日用品',
      declaredValue: Math.max(1, Number(line.value) || 1),
    };
  });
  // The query key is hashed by content, so a new object with the same values asks nothing new.
  const input: ParcelQuoteInput | null =
    declared.length === 0
      ? null
      : {
          items: declared,
          addressId: address ?? undefined,
          consolidate: options.consolidate ? 1 : 0,
          removeBoxes: options.removeBoxes ? 1 : 0,
          protection: options.protection ? 1 : 0,
          insurance: options.insurance ? 1 : 0,
        };
  const quote = useParcelQuote(input);
  const chosenMethod = quote.data?.methods.find((m) => m.code === method);
  const missingDescription = chosen.some((i) => lineOf(i.orderId, 0).description.trim().length < 2);

  if (items.isPending) return <LoadingBlock height={240} />;
  if (items.isError) return <ErrorState message={errorMessage(items.error)} onRetry={() => void items.refetch()} />;
  const free = items.data.filter((i) => i.parcelId === null);
  if (free.length === 0) {
    return <EmptyState title="仓库里暂时没有可发货的商品" hint="商品入库后即可在这里申请国际发货。" />;
  }
  const setLine = (orderId: number, fallback: number, patch: Partial<Line>) =>
    setLines((all) => ({ ...all, [orderId]: { ...lineOf(orderId, fallback), ...patch } }));

  const submit = () => {
    if (!input || address === null || !chosenMethod || chosenMethod.total === null) return;
    create.mutate(
      { ...input, addressId: address, method, split: split ? 1 : 0, remark: remark.trim() },
      { onSuccess: (created) => onCreated(created.parcelIds) },
    );
  };

  return (
    <div className="parcel-page" data-testid="parcel-request">
      <section className="users-card" aria-labelledby="pick-title">
        <h2 id="pick-title">1. 选择商品并申报</h2>
        <p className="muted">申报品名请用中文写明物品（如“二手衣物”“陶瓷茶具”），申报价值默认为商品成交价，可按实际修改。</p>
        <ul className="parcel-items">
          {free.map((item) => {
            const line = lineOf(item.orderId, item.finalPrice ?? 1);
            return (
              <li key={item.orderId} className="parcel-item" data-testid="warehouse-item">
                <input
                  type="checkbox"
                  aria-label={`选择订单 ${item.orderNo}`}
                  checked={line.chosen}
                  disabled={item.weightG === null}
                  onChange={(e) => setLine(item.orderId, item.finalPrice ?? 1, { chosen: e.target.checked })}
                />
                {item.image ? <img src={item.image} alt="" loading="lazy" /> : <span />}
                <div>
                  <ParcelItemTitle item={item} />
                  <span className="muted">
                    订单 {item.orderNo} ·{' '}
                    {item.weightG === null
                      ? '待称重（客服称重后即可选择，无需您操作）'
                      : `${item.weightG.toLocaleString('zh-CN')} g`}
                    {item.lengthCm !== null && ` · ${item.lengthCm}×${item.widthCm}×${item.heightCm} cm`}
                  </span>
                  {line.chosen && (
                    <div className="parcel-item__declare">
                      <input
                        aria-label={`订单 ${item.orderNo} 申报品名`}
                        placeholder="中文品名，如：二手衣物"
                        maxLength={60}
                        value={line.description}
                        onChange={(e) => setLine(item.orderId, item.finalPrice ?? 1, { description: e.target.value })}
                      />
                      <input
                        aria-label={`订单 ${item.orderNo} 申报价值（日元）`}
                        inputMode="numeric"
                        value={line.value}
                        onChange={(e) =>
                          setLine(item.orderId, item.finalPrice ?? 1, { value: e.target.value.replace(/\D/g, '').slice(0, 8) })
                        }
                      />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="users-card" aria-labelledby="address-title">
        <header className="users-card__header">
          <h2 id="address-title">2. 收货地址</h2>
          {addressAction}
        </header>
        {addresses.length === 0 ? (
          <p className="muted">还没有收货地址，请先新增。</p>
        ) : (
          <div className="parcel-field">
            <select aria-label="收货地址" value={address ?? ''} onChange={(e) => setAddressId(Number(e.target.value))}>
              {addresses.map((a) => (
                <option key={a.addressId} value={a.addressId}>
                  {a.recipient} {a.mobile} · {a.province}
                  {a.city === '市辖区' ? '' : a.city}
                  {a.district} {a.street}
                  {a.idNumberMasked ? ' · 已填身份证' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>

      <section className="users-card" aria-labelledby="method-title">
        <h2 id="method-title">3. 服务与运输方式</h2>
        <div className="parcel-options">
          {OPTIONS.map(([key, label]) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={options[key]}
                onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
        {!input ? (
          <p className="muted">选择商品后显示各渠道的预估费用。</p>
        ) : quote.isError ? (
          <p className="form-error">{errorMessage(quote.error)}</p>
        ) : !quote.data ? (
          <LoadingBlock height={120} label="正在估算运费…" />
        ) : (
          <>
            <p className="muted">
              预估重量 {quote.data.weightG.toLocaleString('zh-CN')} g（含包装），最终运费以仓库打包称重为准。
            </p>
            <ul className="parcel-methods" data-testid="method-quotes">
              {quote.data.methods.map((m) => (
                <li key={m.code} className={`${m.code === method ? 'is-chosen' : ''} ${m.total === null ? 'is-off' : ''}`}>
                  <label>
                    <input
                      type="radio"
                      name="method"
                      value={m.code}
                      checked={m.code === method}
                      disabled={m.total === null}
                      onChange={() => setMethod(m.code)}
                    />
                    <span className="method-line">
                      <span>
                        <strong>{m.name}</strong> <small className="muted">{m.deliveryText}</small>
                      </span>
                      <span>
                        {m.total === null ? (
                          <span className="muted">{m.unavailable}</span>
                        ) : (
                          <>
                            计费 {m.chargeableG.toLocaleString('zh-CN')} g · 运费 {formatYen(m.shippingFee ?? 0)} · 合计{' '}
                            <strong>{formatYen(m.total)}</strong>
                          </>
                        )}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {quote.data && input && (
        <section className="users-card" aria-labelledby="sum-title" data-testid="parcel-estimate">
          <h2 id="sum-title">4. 费用预估</h2>
          {quote.data.overCustomsLimit && (
            <p className="parcel-warning" data-testid="customs-warning">
              申报总价值 {formatYen(quote.data.declaredTotal)}（约 {quote.data.declaredCny.toLocaleString('zh-CN')}{' '}
              元）超过个人物品每个包裹 {quote.data.customsLimitCny.toLocaleString('zh-CN')} 元的限额，可能被海关退运或征税。
              <label>
                <input type="checkbox" checked={split} onChange={(e) => setSplit(e.target.checked)} /> 按限额拆分为{' '}
                {quote.data.splitSuggestion.length} 个包裹（每个包裹单独计算运费）
              </label>
            </p>
          )}
          <dl className="parcel-summary">
            <dt>国际运费（{chosenMethod?.name ?? '—'}）</dt>
            <dd>{chosenMethod?.shippingFee != null ? formatYen(chosenMethod.shippingFee) : '—'}</dd>
            <dt>合箱费</dt>
            <dd>{formatYen(quote.data.consolidationFee)}</dd>
            <dt>加固包装</dt>
            <dd>{formatYen(quote.data.protectionFee)}</dd>
            <dt>保险费</dt>
            <dd>{formatYen(quote.data.insuranceFee)}</dd>
            <dt>仓储费（截至今日）</dt>
            <dd>{formatYen(quote.data.storageFee)}</dd>
            <dt className="is-total">预估合计</dt>
            <dd className="is-total" data-testid="estimate-total">
              {chosenMethod?.total != null ? formatYen(chosenMethod.total) : '—'}
            </dd>
          </dl>
          <div className="parcel-field">
            <textarea
              aria-label="备注"
              rows={2}
              maxLength={200}
              placeholder="给仓库的备注（选填）"
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          </div>
          {missingDescription && <p className="form-error">请为每件商品填写中文申报品名（至少 2 个字）。</p>}
          <div className="parcel-actions">
            <Button
              label="提交发货申请"
              icon="pi pi-send"
              loading={create.isPending}
              disabled={address === null || !chosenMethod || chosenMethod.total === null || missingDescription}
              onClick={submit}
            />
            <span className="muted">提交后仓库打包称重，确认最终费用后再付款；付款前可取消。</span>
          </div>
        </section>
      )}
    </div>
  );
}
