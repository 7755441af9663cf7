import {
  type Address,
  type AddressAddInput,
  isValidResidentId,
  MOBILE_PATTERN,
  normalizeResidentId,
  POSTCODE_PATTERN,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useDivisions } from '../api/get-divisions';
import { useSaveAddress } from '../api/save-address';

type Values = {
  recipient: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  street: string;
  postcode: string;
  idNumber: string;
  isDefault: boolean;
  clearIdNumber: boolean;
};

const valuesOf = (a?: Address): Values => ({
  recipient: a?.recipient ?? '',
  mobile: a?.mobile ?? '',
  provinceCode: a?.provinceCode ?? '',
  cityCode: a?.cityCode ?? '',
  districtCode: a?.districtCode ?? '',
  street: a?.street ?? '',
  postcode: a?.postcode ?? '',
  idNumber: '',
  isDefault: a?.isDefault ?? false,
  clearIdNumber: false,
});

/** Checks as the server does, so most mistakes show beside their field before anything is sent. */
function check(v: Values): Partial<Record<keyof Values, string>> {
  const e: Partial<Record<keyof Values, string>> = {};
  if (!v.recipient.trim()) e.recipient = '请填写收件人姓名';
  if (!MOBILE_PATTERN.test(v.mobile.trim())) e.mobile = '手机号须为 1 开头的 11 位数字';
  if (!v.provinceCode) e.provinceCode = '请选择省份';
  else if (!v.cityCode) e.cityCode = '请选择城市';
  else if (!v.districtCode) e.districtCode = '请选择区县';
  if (v.street.trim().length < 4) e.street = '请填写详细地址（至少 4 个字）';
  if (v.postcode && !POSTCODE_PATTERN.test(v.postcode)) e.postcode = '邮编须为 6 位数字';
  if (v.idNumber && !isValidResidentId(v.idNumber)) e.idNumber = '身份证号校验不通过，请核对';
  return e;
}

function DivisionSelect({
  id,
  label,
  parent,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  parent: string | null;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const options = useDivisions(parent);
  return (
    <div className="address-form__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={`address-select${error ? ' is-invalid' : ''}`}
        value={value}
        disabled={parent === null || !options.data}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{options.isPending && parent !== null ? '加载中…' : `请选择${label}`}</option>
        {options.data?.map((d) => (
          <option key={d.code} value={d.code}>
            {d.name}
          </option>
        ))}
      </select>
      {error && <small className="form-error">{error}</small>}
    </div>
  );
}

/** Add or edit an address: recipient, mobile, province / city / district, street, postcode, ID number. */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address;
  onSaved: (a: Address) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useSaveAddress();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const error = (key: keyof Values) => errors[key] && <small className="form-error">{errors[key]}</small>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input: AddressAddInput = {
      recipient: values.recipient.trim(),
      mobile: values.mobile.trim(),
      provinceCode: values.provinceCode,
      cityCode: values.cityCode,
      districtCode: values.districtCode,
      street: values.street.trim(),
      postcode: values.postcode || undefined,
      idNumber: values.idNumber ? normalizeResidentId(values.idNumber) : undefined,
      isDefault: values.isDefault ? 1 : 0,
    };
    save.mutate(address ? { ...input, addressId: address.addressId, clearIdNumber: values.clearIdNumber ? 1 : 0 } : input, {
      onSuccess: onSaved,
    });
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={address ? '修改地址' : '新增地址'}>
      <div className="address-form__row">
        <div className="address-form__field">
          <label htmlFor="addr-recipient">收件人</label>
          <InputText
            id="addr-recipient"
            value={values.recipient}
            maxLength={32}
            onChange={(e) => set('recipient', e.target.value)}
            invalid={!!errors.recipient}
          />
          {error('recipient')}
        </div>
        <div className="address-form__field">
          <label htmlFor="addr-mobile">手机号</label>
          <InputText
            id="addr-mobile"
            value={values.mobile}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
            invalid={!!errors.mobile}
          />
          {error('mobile')}
        </div>
      </div>
      <div className="address-form__row address-form__row--3">
        <DivisionSelect
          id="addr-province"
          label="省份"
          parent=""
          value={values.provinceCode}
          onChange={(code) => setValues((v) => ({ ...v, provinceCode: code, cityCode: '', districtCode: '' }))}
          error={errors.provinceCode}
        />
        <DivisionSelect
          id="addr-city"
          label="城市"
          parent={values.provinceCode || null}
          value={values.cityCode}
          onChange={(code) => setValues((v) => ({ ...v, cityCode: code, districtCode: '' }))}
          error={errors.cityCode}
        />
        <DivisionSelect
          id="addr-district"
          label="区县"
          parent={values.cityCode || null}
          value={values.districtCode}
          onChange={(code) => set('districtCode', code)}
          error={errors.districtCode}
        />
      </div>
      <div className="address-form__field">
        <label htmlFor="addr-street">详细地址</label>
        <InputText
          id="addr-street"
          value={values.street}
          maxLength={200}
          placeholder="街道、小区、楼栋、门牌号"
          onChange={(e) => set('street', e.target.value)}
          invalid={!!errors.street}
        />
        {error('street')}
      </div>
      <div className="address-form__row">
        <div className="address-form__field">
          <label htmlFor="addr-postcode">邮编（选填）</label>
          <InputText
            id="addr-postcode"
            value={values.postcode}
            inputMode="numeric"
            maxLength={6}
            onChange={(e) => set('postcode', e.target.value.replace(/\D/g, ''))}
            invalid={!!errors.postcode}
          />
          {error('postcode')}
        </div>
        <div className="address-form__field">
          <label htmlFor="addr-id">身份证号（选填）</label>
          <InputText
            id="addr-id"
            value={values.idNumber}
            maxLength={18}
            autoComplete="off"
            placeholder={address?.idNumberMasked ? `已保存 ${address.idNumberMasked}，留空不变` : '部分渠道清关需要'}
            onChange={(e) => set('idNumber', e.target.value.toUpperCase())}
            invalid={!!errors.idNumber}
          />
          {error('idNumber')}
          {address?.idNumberMasked && (
            <span className="address-form__check">
              <Checkbox
                inputId="addr-clear-id"
                checked={values.clearIdNumber}
                onChange={(e) => set('clearIdNumber', e.checked === true)}
              />
              <label htmlFor="addr-clear-id">删除已保存的身份证号</label>
            </span>
          )}
        </div>
      </div>
      <p className="muted address-form__note">身份证号加密保存，仅用于需要实名清关的渠道，任何页面只显示前 3 位和后 4 位。</p>
      <span className="address-form__check">
        <Checkbox inputId="addr-default" checked={values.isDefault} onChange={(e) => set('isDefault', e.checked === true)} />
        <label htmlFor="addr-default">设为默认地址</label>
      </span>
      <div className="address-form__actions">
        {onCancel && <Button type="button" label="取消" severity="secondary" outlined onClick={onCancel} />}
        <Button type="submit" label="保存地址" loading={save.isPending} />
      </div>
    </form>
  );
}
