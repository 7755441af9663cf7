import { registerRulesSchema, type UserInfo } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AccountInput, EmailInput, PasswordInput } from '../../../components/form-fields/account-fields';
import { BusinessError, errorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import './auth-forms.css';

type Field = 'account' | 'name' | 'email' | 'password' | 'confirm';
type Errors = Partial<Record<Field, string>>;

/** The first message per field, from the contract's rules (the server applies the same ones). */
function check(values: Record<Field, string>): Errors {
  const parsed = registerRulesSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

function serverFieldErrors(error: unknown): Errors {
  if (!(error instanceof BusinessError)) return {};
  const fields = (error.data as { fields?: Array<{ field: string; message: string }> } | null)?.fields ?? [];
  const errors: Errors = {};
  for (const f of fields) errors[f.field as Field] ??= f.message;
  if (!fields.length && error.message.includes('账号')) errors.account = error.message;
  return errors;
}

export function RegisterForm({ redirect, onRegistered }: { redirect: string; onRegistered: (user: UserInfo) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const register = useRegister();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    register.mutate(values, {
      onSuccess: onRegistered,
      onError: (e) => {
        const fieldErrors = serverFieldErrors(e);
        setErrors(fieldErrors);
        if (!Object.keys(fieldErrors).length) setFormError(errorMessage(e));
      },
    });
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <small className="auth-form__field-error" role="alert">
        {errors[field]}
      </small>
    ) : null;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="注册账号">
      <div className="auth-form__field">
        <label htmlFor="register-account">账号</label>
        <AccountInput
          id="register-account"
          name="account"
          value={values.account}
          onChange={(e) => set('account')(e.target.value)}
          placeholder="3–32 位字母、数字或下划线"
          invalid={!!errors.account}
          autoFocus
        />
        {fieldError('account')}
      </div>
      <div className="auth-form__field">
        <label htmlFor="register-name">昵称</label>
        <InputText
          id="register-name"
          name="name"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          autoComplete="nickname"
          placeholder="显示给客服的称呼"
          invalid={!!errors.name}
        />
        {fieldError('name')}
      </div>
      <div className="auth-form__field">
        <label htmlFor="register-email">邮箱（选填）</label>
        <EmailInput
          id="register-email"
          name="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          placeholder="用于找回密码和接收通知，注册后需验证"
          invalid={!!errors.email}
        />
        {fieldError('email')}
      </div>
      <div className="auth-form__field">
        <label htmlFor="register-password">密码</label>
        <PasswordInput
          inputId="register-password"
          name="password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          autoComplete="new-password"
          placeholder="至少 8 位，含字母和数字"
          invalid={!!errors.password}
          inputClassName="auth-form__password"
        />
        {fieldError('password')}
      </div>
      <div className="auth-form__field">
        <label htmlFor="register-confirm">确认密码</label>
        <PasswordInput
          inputId="register-confirm"
          name="confirm"
          value={values.confirm}
          onChange={(e) => set('confirm')(e.target.value)}
          autoComplete="new-password"
          invalid={!!errors.confirm}
          inputClassName="auth-form__password"
        />
        {fieldError('confirm')}
      </div>
      {formError && (
        <p className="auth-form__error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" label="注册并登录" loading={register.isPending} className="auth-form__submit" />
      <p className="auth-form__switch">
        已有账号？<Link to={`/login?redirect=${encodeURIComponent(redirect)}`}>直接登录</Link>
      </p>
    </form>
  );
}
