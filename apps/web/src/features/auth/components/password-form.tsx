import { changePasswordRulesSchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { type FormEvent, useState } from 'react';
import { PasswordInput } from '../../../components/form-fields/account-fields';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

type Field = 'oldPassword' | 'password' | 'confirm';
const EMPTY: Record<Field, string> = { oldPassword: '', password: '', confirm: '' };

/** Password change with the old password; other devices are logged out. `oldLabel` names the old one. */
export function PasswordForm({ oldLabel = '原密码' }: { oldLabel?: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordRulesSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success('密码已修改', '其他设备上的登录已失效');
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <div className="settings-form__field">
      <label htmlFor={`pw-${name}`}>{label}</label>
      <PasswordInput
        inputId={`pw-${name}`}
        name={name}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        autoComplete={autoComplete}
        invalid={!!errors[name]}
      />
      {errors[name] && <small className="form-error">{errors[name]}</small>}
    </div>
  );

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="修改密码">
      {field('oldPassword', oldLabel, 'current-password')}
      {field('password', '新密码（至少 8 位，含字母和数字）', 'new-password')}
      {field('confirm', '确认新密码', 'new-password')}
      <div>
        <Button type="submit" label="修改密码" loading={change.isPending} />
      </div>
    </form>
  );
}
