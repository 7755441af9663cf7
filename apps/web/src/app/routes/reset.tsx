import { useNavigate, useSearchParams } from 'react-router';
import { ResetForm } from '../../features/auth/components/reset-form';
import { toast } from '../../lib/toast';

/** /reset?token=…: the link from the reset mail; a new password, then the login page. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h1>设置新密码</h1>
        <p className="auth-card__lead">链接 30 分钟内有效，只能使用一次</p>
        <ResetForm
          token={params.get('token') ?? ''}
          onReset={(account) => {
            toast.success('密码已重置', '请用新密码登录');
            navigate(`/login?account=${encodeURIComponent(account)}`, { replace: true });
          }}
        />
      </section>
    </div>
  );
}
