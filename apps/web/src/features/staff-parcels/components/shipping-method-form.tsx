import { type AdminShippingMethod, adminShippingMethodBodySchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useAction } from '../../../components/console/use-action';
import { useSaveShippingMethod } from '../api/save-shipping-method';

/** A method's rules as operators edit them (a new code adds a method). */
export function ShippingMethodForm({ method, onDone }: { method: AdminShippingMethod | null; onDone: () => void }) {
  const [code, setCode] = useState(method?.code ?? '');
  const [name, setName] = useState(method?.name ?? '');
  const [deliveryText, setDeliveryText] = useState(method?.deliveryText ?? '');
  const [divisor, setDivisor] = useState<number | null>(method?.volumetricDivisor ?? null);
  const [maxWeightG, setMaxWeightG] = useState<number | null>(method?.maxWeightG ?? 30_000);
  const [requiresId, setRequiresId] = useState(method?.requiresId ?? false);
  const [enabled, setEnabled] = useState(method?.enabled ?? true);
  const save = useSaveShippingMethod();
  const { busy, run } = useAction();
  const input = {
    code: code.trim(),
    name: name.trim(),
    deliveryText: deliveryText.trim(),
    volumetricDivisor: divisor ?? undefined,
    maxWeightG: maxWeightG ?? 0,
    requiresId: requiresId ? 1 : 0,
    enabled: enabled ? 1 : 0,
  };
  const check = adminShippingMethodBodySchema.safeParse(input);
  const issue = check.success ? null : (check.error.issues[0]?.message ?? '请检查输入');
  const id = (f: string) => `method-${method?.code ?? 'new'}-${f}`;
  return (
    <div className="admin-form admin-form--wide" data-testid="method-form">
      <label htmlFor={id('code')}>代码</label>
      <InputText
        id={id('code')}
        value={code}
        disabled={method !== null}
        onChange={(e) => setCode(e.target.value)}
        placeholder="如 sea_line"
      />
      <label htmlFor={id('name')}>中文名称</label>
      <InputText id={id('name')} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={id('delivery')}>时效说明</label>
      <InputText
        id={id('delivery')}
        value={deliveryText}
        onChange={(e) => setDeliveryText(e.target.value)}
        placeholder="约 3–7 个工作日"
      />
      <label htmlFor={id('divisor')}>体积重除数</label>
      <InputNumber
        inputId={id('divisor')}
        value={divisor}
        onValueChange={(e) => setDivisor(e.value ?? null)}
        min={0}
        max={10_000}
        useGrouping={false}
        placeholder="留空：只按实重"
      />
      <label htmlFor={id('max')}>最大重量</label>
      <InputNumber
        inputId={id('max')}
        value={maxWeightG}
        onValueChange={(e) => setMaxWeightG(e.value ?? null)}
        min={100}
        max={100_000}
        suffix=" g"
        useGrouping={false}
      />
      <span />
      <label className="admin-inline" htmlFor={id('id')}>
        <Checkbox inputId={id('id')} checked={requiresId} onChange={(e) => setRequiresId(e.checked === true)} />{' '}
        需要收件人身份证号（清关）
      </label>
      <span />
      <label className="admin-inline" htmlFor={id('enabled')}>
        <Checkbox inputId={id('enabled')} checked={enabled} onChange={(e) => setEnabled(e.checked === true)} /> 启用（会员可选）
      </label>
      <span />
      {issue ? (
        <span className="admin-bad">{issue}</span>
      ) : (
        <span className="admin-hint">修改立即生效；价格另在价目表中按生效时间设置。</span>
      )}
      <div className="admin-form__actions">
        <Button
          label="保存运输方式"
          icon="pi pi-save"
          loading={busy}
          disabled={issue !== null}
          onClick={async () => {
            if (
              await run(() => save.mutateAsync(input), {
                ask: { message: `保存运输方式「${input.name}」？` },
                done: '运输方式已保存',
              })
            )
              onDone();
          }}
        />
        <Button label="取消" text onClick={onDone} />
      </div>
    </div>
  );
}
