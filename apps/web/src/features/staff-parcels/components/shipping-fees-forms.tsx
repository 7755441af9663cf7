import { type AdminShipping, adminParcelFeesBodySchema, adminStorageRulesBodySchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useAction } from '../../../components/console/use-action';
import { useUpdateParcelFees } from '../api/update-parcel-fees';
import { useUpdateStorageRules } from '../api/update-storage-rules';

type Field<K extends string> = [K, string, { prefix?: string; suffix?: string; max: number; decimals?: boolean }];

function NumberForm<K extends string>({
  title,
  testId,
  fields,
  initial,
  check,
  save,
  question,
  done,
}: {
  title: string;
  testId: string;
  fields: Array<Field<K>>;
  initial: Record<K, number>;
  check: (v: Record<K, number | null>) => string | null;
  save: (v: Record<K, number>) => Promise<unknown>;
  question: string;
  done: string;
}) {
  const [values, setValues] = useState<Record<K, number | null>>(initial);
  const { busy, run } = useAction();
  const issue = check(values);
  return (
    <section className="admin-card" data-testid={testId}>
      <h2>{title}</h2>
      <div className="admin-form">
        {fields.map(([key, label, o]) => (
          <div key={key} style={{ display: 'contents' }}>
            <label htmlFor={`${testId}-${key}`}>{label}</label>
            <InputNumber
              inputId={`${testId}-${key}`}
              value={values[key]}
              onValueChange={(e) => setValues({ ...values, [key]: e.value ?? null })}
              min={0}
              max={o.max}
              prefix={o.prefix}
              suffix={o.suffix}
              maxFractionDigits={o.decimals ? 2 : 0}
            />
          </div>
        ))}
        <span />
        {issue ? <span className="admin-bad">{issue}</span> : <span className="admin-hint">保存后新的申请按新规则计算。</span>}
        <div className="admin-form__actions">
          <Button
            label="保存"
            icon="pi pi-save"
            loading={busy}
            disabled={issue !== null}
            onClick={() => run(() => save(values as Record<K, number>), { ask: { message: question }, done })}
          />
        </div>
      </div>
    </section>
  );
}

const firstIssue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? '请检查输入');

/** 国际发货费用 (system config parcelFees) and 仓储规则 (storage). */
export function ShippingFeesForms({ shipping }: { shipping: AdminShipping }) {
  const fees = useUpdateParcelFees();
  const storage = useUpdateStorageRules();
  return (
    <>
      <NumberForm
        title="国际发货费用"
        testId="parcel-fees-form"
        initial={shipping.fees}
        fields={[
          ['consolidationFee', '合箱费（每包裹）', { prefix: '¥', max: 100_000 }],
          ['protectionFee', '加固包装费', { prefix: '¥', max: 100_000 }],
          ['insurancePercent', '保险费率', { suffix: ' %', max: 20, decimals: true }],
          ['insuranceMin', '最低保险费', { prefix: '¥', max: 100_000 }],
          ['packingWeightG', '估算包装重量', { suffix: ' g', max: 5000 }],
          ['quoteTolerancePercent', '超出预估容差', { suffix: ' %', max: 100 }],
          ['customsLimitCny', '个人包裹限额', { suffix: ' 元', max: 1_000_000 }],
          ['autoReceiveDays', '自动签收天数', { suffix: ' 天', max: 120 }],
        ]}
        check={(v) => firstIssue(adminParcelFeesBodySchema.safeParse(v))}
        save={(v) => fees.mutateAsync(v)}
        question="保存国际发货费用？已打包的包裹不受影响。"
        done="费用已更新"
      />
      <NumberForm
        title="仓储规则"
        testId="storage-rules-form"
        initial={shipping.storage}
        fields={[
          ['freeDays', '免费保管天数', { suffix: ' 天', max: 365 }],
          ['dailyFee', '超期每日费用（每件）', { prefix: '¥', max: 10_000 }],
          ['maxDays', '最长保管天数', { suffix: ' 天', max: 730 }],
        ]}
        check={(v) =>
          firstIssue(adminStorageRulesBodySchema.safeParse(v)) ??
          ((v.maxDays ?? 0) < (v.freeDays ?? 0) ? '最长保管天数不能少于免费天数' : null)
        }
        save={(v) => storage.mutateAsync(v)}
        question="保存仓储规则？会员在 /guide?id=2 和仓库商品上看到新规则。"
        done="仓储规则已更新"
      />
    </>
  );
}
