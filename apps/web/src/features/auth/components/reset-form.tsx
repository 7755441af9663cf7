import { ACCOUNT_TOKEN_PATTERN, resetPasswordRulesSchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PasswordInput } from '../../../components/form-fields/account-fields';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import './auth-forms.css';

type Field = 'password' | 'confirm';

/** The new password for the link's token; on success the member logs in with it. */
export function ResetForm({ token, onReset }: { token: string; onReset: (account: string) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();

  if (!ACCOUNT_TOKEN_PATTERN.test(token))
    return (
      <div className="auth-form">
        <p className="auth-form__error" role="alert">
          重置链接不完整或无效，请从邮件中重新打开，或重新申请。
        </p>
        <p className="auth-form__switch">
          <Link to="/forgot">重新申请重置密码</Link>
        </p>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRulesSchema.safeParse({ token, ...values });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    reset.mutate({ token, ...values }, { onSuccess: (r) => onReset(r.account), onError: (e) => setFormError(errorMessage(e)) });
  };

  const field = (name: Field, label: string) => (
    <div className="auth-form__field">
      <label htmlFor={`reset-${name}`}>{label}</label>
      <PasswordInput
        inputId={`reset-${name}`}
        name={name}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        autoComplete="new-password"
        invalid={!!errors[name]}
        inputClassName="auth-form__password"
      />
      {errors[name] && (
        <small className="auth-form__field-error" role="alert">
          {errors[name]}
        </small>
      )}
    </div>
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="设置新密码">
      {field('password', '新密码')}
      {field('confirm', '确认新密码')}
      <p className="muted auth-form__hint">至少 8 位，同时包含字母和数字。设置后，其他设备上的登录将全部退出。</p>
      {formError && (
        <p className="auth-form__error" role="alert">
          {formError}
          {formError.includes('过期') && (
            <>
              {' '}
              <Link to="/forgot">重新申请</Link>
            </>
          )}
        </p>
      )}
      <Button type="submit" label="设置新密码" loading={reset.isPending} className="auth-form__submit" />
    </form>
  );
}
