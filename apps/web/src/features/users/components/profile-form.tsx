import './users.css';
import { type UserInfo, updateInfoRulesSchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUpdateInfo } from '../api/update-info';

type Field = 'name' | 'phone' | 'email' | 'remark';

/** Display name, contact phone, email and the default remark for new orders. */
export function ProfileForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.CustomerName,
    phone: user.phone ?? '',
    email: user.email ?? '',
    remark: user.defaultRemark ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdateInfo((saved) => {
    toast.success('资料已保存');
    onSaved(saved);
  });
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateInfoRulesSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(values);
  };

  const error = (field: Field) => errors[field] && <small className="form-error">{errors[field]}</small>;

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="基本资料">
      <div className="settings-form__field">
        <label htmlFor="profile-name">昵称</label>
        <InputText
          id="profile-name"
          name="name"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          invalid={!!errors.name}
        />
        {error('name')}
      </div>
      <div className="settings-form__field">
        <label htmlFor="profile-phone">联系电话</label>
        <InputText
          id="profile-phone"
          name="phone"
          value={values.phone}
          onChange={(e) => set('phone')(e.target.value)}
          inputMode="tel"
          placeholder="选填"
          invalid={!!errors.phone}
        />
        {error('phone')}
      </div>
      <div className="settings-form__field">
        <label htmlFor="profile-email">邮箱</label>
        <InputText
          id="profile-email"
          name="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          inputMode="email"
          placeholder="选填"
          invalid={!!errors.email}
        />
        {error('email')}
      </div>
      <div className="settings-form__field">
        <label htmlFor="profile-remark">默认订单备注</label>
        <InputTextarea
          id="profile-remark"
          name="remark"
          value={values.remark}
          onChange={(e) => set('remark')(e.target.value)}
          rows={3}
          autoResize
          placeholder="下单时自动填入，例如：请仔细验货"
          invalid={!!errors.remark}
        />
        {error('remark')}
      </div>
      <div>
        <Button type="submit" label="保存资料" loading={save.isPending} />
      </div>
    </form>
  );
}
