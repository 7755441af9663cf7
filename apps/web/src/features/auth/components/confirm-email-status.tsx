import { ACCOUNT_TOKEN_PATTERN } from '@daigou/contract';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import './auth-forms.css';

/** Opening the confirmation link confirms the address at once (one call), and says how it went. */
export function ConfirmEmailStatus({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const valid = ACCOUNT_TOKEN_PATTERN.test(token);
  const started = useRef(false);
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [valid, token, confirm]);

  if (!valid || confirm.isError)
    return (
      <div className="auth-form" data-testid="confirm-email-failed">
        <p className="auth-form__error" role="alert">
          {valid ? errorMessage(confirm.error) : '验证链接不完整或无效，请从邮件中重新打开。'}
        </p>
        <p className="auth-form__switch">
          可在<Link to="/users/setting">账户设置</Link>中重新发送验证邮件
        </p>
      </div>
    );
  if (confirm.isSuccess)
    return (
      <div className="auth-form" role="status" data-testid="confirm-email-done">
        <p className="auth-form__notice">{confirm.data.email} 已验证为您的邮箱。</p>
        <p className="muted">找回密码的链接和您在通知设置中选择的邮件会发到这里。</p>
        <p className="auth-form__switch">
          <Link to="/users/setting">前往账户设置</Link>
        </p>
      </div>
    );
  return (
    <div className="auth-form" aria-busy="true">
      <ProgressSpinner style={{ width: 40, height: 40 }} />
      <p className="muted">正在验证邮箱…</p>
    </div>
  );
}
