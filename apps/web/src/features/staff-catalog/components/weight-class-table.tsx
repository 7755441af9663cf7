import { WEIGHT_CLASS_CODES, WEIGHT_CLASSES, type WeightClassCode } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useAction } from '../../../components/console/use-action';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCategoryLookup, useDeleteWeightClass, useSetWeightClass, useWeightClasses } from '../api/weight-classes';

const CLASS_OPTIONS = WEIGHT_CLASS_CODES.map((code) => {
  const c = WEIGHT_CLASSES[code];
  return { value: code, label: `${code.toUpperCase()} · ${c.label} ${c.minG}–${c.maxG} g` };
});

/**
 * 类目重量等级 (decision 086): the weight class the door-cost estimate gives items of a category. Staff name a
 * category by id (the item page's breadcrumb shows it); what they do not name follows the rules over category names.
 */
export function WeightClassTable() {
  const classes = useWeightClasses();
  const [categoryText, setCategoryText] = useState('');
  const categoryId = Number(categoryText) || null;
  const [weightClass, setWeightClass] = useState<WeightClassCode>('m');
  const lookup = useCategoryLookup(categoryId);
  const setClass = useSetWeightClass();
  const remove = useDeleteWeightClass();
  const { busy, run } = useAction();
  const found = lookup.data?.category ?? null;
  const path = found?.path ?? '';
  return (
    <section className="admin-card" data-testid="weight-classes">
      <h2>类目重量等级（到家费用估算）</h2>
      <p className="admin-hint">
        会员在商品页和下单页看到的“到家费用估算”按类目估计商品重量。未设置的类目按类目名称规则估算（例如卡牌为小物件、相机为中件），都不匹配时按中件。
      </p>
      <ul className="admin-card-lines">
        {CLASS_OPTIONS.map((o) => (
          <li key={o.value}>{o.label}</li>
        ))}
      </ul>
      {classes.isError && <p className="admin-bad">{errorMessage(classes.error)}</p>}
      <table className="admin-simple-table">
        <thead>
          <tr>
            <th>类目</th>
            <th>重量等级</th>
            <th>修改时间</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {classes.data?.rows.map((r) => (
            <tr key={r.categoryId} data-testid={`weight-class-${r.categoryId}`}>
              <td>
                {r.categoryName} <small className="admin-hint">#{r.categoryId}</small>
              </td>
              <td>{WEIGHT_CLASSES[r.weightClass].label}</td>
              <td>{formatDateTime(r.updatedAt)}</td>
              <td>
                <Button
                  label="删除"
                  size="small"
                  text
                  severity="danger"
                  onClick={() =>
                    run(() => remove.mutateAsync(r.categoryId), {
                      ask: { message: `删除“${r.categoryName}”的重量等级？之后按类目名称规则估算。` },
                      done: '已删除',
                    })
                  }
                />
              </td>
            </tr>
          ))}
          {classes.data?.rows.length === 0 && (
            <tr>
              <td colSpan={4} className="admin-hint">
                还没有设置：全部按类目名称规则估算。
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="admin-form">
        <label htmlFor="weight-class-category">类目编号</label>
        <InputText
          id="weight-class-category"
          inputMode="numeric"
          value={categoryText}
          onChange={(e) => setCategoryText(e.target.value.replace(/\D/g, '').slice(0, 10))}
        />
        <span />
        <span className={lookup.isError ? 'admin-bad' : 'admin-hint'} data-testid="weight-class-lookup">
          {lookup.isError ? '找不到该类目' : found ? path : '输入类目编号后显示类目路径'}
        </span>
        <label htmlFor="weight-class-code">重量等级</label>
        <select
          id="weight-class-code"
          className="p-inputtext"
          value={weightClass}
          onChange={(e) => setWeightClass(e.target.value as WeightClassCode)}
        >
          {CLASS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <div className="admin-form__actions">
          <Button
            label="保存"
            icon="pi pi-save"
            loading={busy}
            disabled={!found}
            onClick={() =>
              found &&
              run(() => setClass.mutateAsync({ categoryId: found.categoryId, weightClass }), {
                done: '重量等级已保存',
              })
            }
          />
        </div>
      </div>
    </section>
  );
}
