import { type AdminShippingMethod, cardPrice, formatYen, type RateCard, rateCardSchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { ConsoleTabs } from '../../../components/console/console-tabs';
import { useAction } from '../../../components/console/use-action';
import { formatDateTime } from '../../../lib/format-date';
import { useAddRateCard } from '../api/add-rate-card';

/** Weights at which the editor shows what the card would charge. */
const SAMPLES_G = [500, 1000, 2000, 5000, 10_000, 20_000, 30_000];
const kg = (g: number) => (g >= 1000 ? `${g / 1000} kg` : `${g} g`);

/** A datetime-local value (the operator's own time zone) for an epoch time, to the minute. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

type Row = [number | null, number | null, number | null];

function NumberCell({
  value,
  onChange,
  label,
  prefix,
  suffix,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  label: string;
  prefix?: string;
  suffix?: string;
}) {
  return (
    <InputNumber
      value={value}
      onValueChange={(e) => onChange(e.value ?? null)}
      min={0}
      max={1_000_000}
      prefix={prefix}
      suffix={suffix}
      useGrouping={false}
      aria-label={label}
      className="admin-rate-input"
    />
  );
}

/**
 * 新价目表: a new card for one method, from a start time on (now or later; earlier cards stay as they were,
 * so a quote or a packing is never repriced). Steps (first band, then a price per further band up to each
 * limit) or an explicit table; the prices at a few weights are shown before saving.
 */
export function RateCardEditor({ method, onDone }: { method: AdminShippingMethod; onDone: () => void }) {
  const base = method.card ?? { mode: 'steps', firstG: 500, firstPrice: 1000, bands: [] };
  const [mode, setMode] = useState<RateCard['mode']>(base.mode);
  const [firstG, setFirstG] = useState<number | null>(base.mode === 'steps' ? base.firstG : 500);
  const [firstPrice, setFirstPrice] = useState<number | null>(base.mode === 'steps' ? base.firstPrice : 1000);
  const [bands, setBands] = useState<Row[]>(base.mode === 'steps' ? base.bands.map((b) => [b.untilG, b.everyG, b.addPrice]) : []);
  const [rows, setRows] = useState<Row[]>(base.mode === 'table' ? base.rows.map((r) => [r.upToG, r.price, null]) : []);
  const [from, setFrom] = useState(() => localInput(Date.now() + 86_400_000));
  const add = useAddRateCard();
  const { busy, run } = useAction();

  const card =
    mode === 'steps'
      ? { mode, firstG, firstPrice, bands: bands.map(([untilG, everyG, addPrice]) => ({ untilG, everyG, addPrice })) }
      : { mode, rows: rows.map(([upToG, price]) => ({ upToG, price })) };
  const parsed = rateCardSchema.safeParse(card);
  const limits = parsed.success
    ? parsed.data.mode === 'table'
      ? parsed.data.rows.map((r) => r.upToG)
      : [parsed.data.firstG, ...parsed.data.bands.map((b) => b.untilG)]
    : [];
  const rising = limits.every((v, i) => i === 0 || v > limits[i - 1]);
  const effectiveFrom = new Date(from).getTime();
  const issue = !parsed.success
    ? '请把每一行填写完整（重量至少 1 g）'
    : !rising
      ? '重量段须从小到大递增'
      : !Number.isFinite(effectiveFrom) || effectiveFrom < Date.now() - 60_000
        ? '生效时间不能早于现在'
        : null;

  const setRow = (list: Row[], set: (r: Row[]) => void, i: number, j: number, v: number | null) =>
    set(list.map((r, k) => (k === i ? (r.map((x, n) => (n === j ? v : x)) as Row) : r)));

  return (
    <div className="admin-rate-editor" data-testid="rate-card-editor">
      <ConsoleTabs
        tabs={['steps', 'table'] as const}
        current={mode}
        label={(m) => (m === 'steps' ? '首重 + 续重' : '重量价格表')}
        onPick={setMode}
      />
      {mode === 'steps' ? (
        <div className="admin-rate-rows">
          <div className="admin-rate-row">
            <span>首重</span>
            <NumberCell value={firstG} onChange={setFirstG} label="首重（克）" suffix=" g" />
            <NumberCell value={firstPrice} onChange={setFirstPrice} label="首重价格" prefix="¥" />
          </div>
          {bands.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div className="admin-rate-row" key={i}>
              <span>至</span>
              <NumberCell
                value={b[0]}
                onChange={(v) => setRow(bands, setBands, i, 0, v)}
                label={`第 ${i + 1} 段上限（克）`}
                suffix=" g"
              />
              <span>每</span>
              <NumberCell
                value={b[1]}
                onChange={(v) => setRow(bands, setBands, i, 1, v)}
                label={`第 ${i + 1} 段续重单位（克）`}
                suffix=" g"
              />
              <span>加</span>
              <NumberCell
                value={b[2]}
                onChange={(v) => setRow(bands, setBands, i, 2, v)}
                label={`第 ${i + 1} 段续重价格`}
                prefix="¥"
              />
              <Button
                icon="pi pi-times"
                text
                severity="danger"
                aria-label={`删除第 ${i + 1} 段`}
                onClick={() => setBands(bands.filter((_, k) => k !== i))}
              />
            </div>
          ))}
          <Button
            label="添加续重段"
            icon="pi pi-plus"
            size="small"
            text
            onClick={() => setBands([...bands, [null, null, null]])}
          />
        </div>
      ) : (
        <div className="admin-rate-rows">
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div className="admin-rate-row" key={i}>
              <span>不超过</span>
              <NumberCell
                value={r[0]}
                onChange={(v) => setRow(rows, setRows, i, 0, v)}
                label={`第 ${i + 1} 行重量（克）`}
                suffix=" g"
              />
              <NumberCell value={r[1]} onChange={(v) => setRow(rows, setRows, i, 1, v)} label={`第 ${i + 1} 行价格`} prefix="¥" />
              <Button
                icon="pi pi-times"
                text
                severity="danger"
                aria-label={`删除第 ${i + 1} 行`}
                onClick={() => setRows(rows.filter((_, k) => k !== i))}
              />
            </div>
          ))}
          <Button label="添加一行" icon="pi pi-plus" size="small" text onClick={() => setRows([...rows, [null, null, null]])} />
        </div>
      )}
      <label className="admin-inline" htmlFor={`from-${method.code}`}>
        生效时间
        <input
          id={`from-${method.code}`}
          type="datetime-local"
          className="p-inputtext"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      {parsed.success && rising && (
        <p className="admin-hint" data-testid="rate-card-samples">
          试算：
          {SAMPLES_G.filter((g) => g <= method.maxWeightG).map((g) => {
            const price = cardPrice(parsed.data, g);
            return (
              <span key={g} className="admin-rate-sample">
                {kg(g)} {price === null ? '不可寄' : formatYen(price)}
              </span>
            );
          })}
        </p>
      )}
      {issue && <p className="admin-bad">{issue}</p>}
      <div className="admin-decision">
        <Button
          label="保存新价目表"
          icon="pi pi-save"
          loading={busy}
          disabled={issue !== null}
          onClick={async () => {
            if (!parsed.success) return;
            const saved = await run(() => add.mutateAsync({ code: method.code, effectiveFrom, card: parsed.data }), {
              ask: {
                message: `${method.name}的新价目表自 ${formatDateTime(effectiveFrom)} 起生效；之前的报价和已打包的包裹不受影响。确认保存？`,
              },
              done: '价目表已保存',
            });
            if (saved) onDone();
          }}
        />
        <Button label="取消" text onClick={onDone} />
      </div>
    </div>
  );
}
