import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AccountInput, PasswordInput } from '../../../components/form-fields/account-fields';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import './auth-forms.css';

interface LoginFormProps {
  /** Where "register" should come back to. */
  redirect: string;
  onLoggedIn: () => void;
  /** Filled in, e.g. after a password reset. */
  initialAccount?: string;
}

/** Account, password and "remember me" (30 days instead of 30 idle minutes). */
export function LoginForm({ redirect, onLoggedIn, initialAccount = '' }: LoginFormProps) {
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return setError('请输入账号');
    if (!password) return setError('请输入密码');
    setError(null);
    login.mutate(
      { account: account.trim(), password, remember: remember ? 1 : 0 },
      { onSuccess: onLoggedIn, onError: (e) => setError(errorMessage(e)) },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="会员登录">
      <div className="auth-form__field">
        <label htmlFor="login-account">账号</label>
        <AccountInput id="login-account" name="account" value={account} onChange={(e) => setAccount(e.target.value)} autoFocus />
      </div>
      <div className="auth-form__field">
        <label htmlFor="login-password">密码</label>
        <PasswordInput
          inputId="login-password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          inputClassName="auth-form__password"
        />
      </div>
      <div className="auth-form__row">
        <span className="auth-form__check">
          <Checkbox inputId="login-remember" checked={remember} onChange={(e) => setRemember(e.checked === true)} />
          <label htmlFor="login-remember">30 天内自动登录</label>
        </span>
        <Link to="/forgot">忘记密码？</Link>
      </div>
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" label="登录" loading={login.isPending} className="auth-form__submit" />
      <p className="auth-form__switch">
        还没有账号？<Link to={`/register?redirect=${encodeURIComponent(redirect)}`}>免费注册</Link>
      </p>
    </form>
  );
}
