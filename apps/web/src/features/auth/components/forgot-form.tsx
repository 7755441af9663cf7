import { FORGOT_PASSWORD_ANSWER } from '@daigou/contract';
import { Button } from 'primereact/button';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AccountInput } from '../../../components/form-fields/account-fields';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import './auth-forms.css';

/** Account name or confirmed email → a reset link by mail; the same answer whether or not it exists. */
export function ForgotForm() {
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return setError('请输入账号或邮箱');
    setError(null);
    forgot.mutate({ account: account.trim() }, { onSuccess: () => setSent(true), onError: (e) => setError(errorMessage(e)) });
  };

  if (sent)
    return (
      <div className="auth-form" role="status" data-testid="forgot-sent">
        <p className="auth-form__notice">{FORGOT_PASSWORD_ANSWER}</p>
        <p className="muted">没有收到？请检查垃圾邮件箱；账号没有验证过邮箱时无法通过邮件找回，请联系客服。</p>
        <p className="auth-form__switch">
          <Link to="/login">返回登录</Link>
        </p>
      </div>
    );

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="找回密码">
      <div className="auth-form__field">
        <label htmlFor="forgot-account">账号或邮箱</label>
        <AccountInput id="forgot-account" name="account" value={account} onChange={(e) => setAccount(e.target.value)} autoFocus />
      </div>
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" label="发送重置链接" loading={forgot.isPending} className="auth-form__submit" />
      <p className="auth-form__switch">
        想起来了？<Link to="/login">返回登录</Link>
      </p>
    </form>
  );
}
