import { useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { safeRedirect } from '../../features/auth/components/safe-redirect';
import { toast } from '../../lib/toast';

/** /register: sign-up (an addition to the spec); the new member is logged in at once. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'), '/users/');
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h1>注册账号</h1>
        <p className="auth-card__lead">注册后用日元余额代拍日本雅虎拍卖商品</p>
        <RegisterForm
          redirect={redirect}
          onRegistered={(user) => {
            toast.success(
              '注册成功',
              user.pendingEmail ? `验证邮件已发送至 ${user.pendingEmail}，请打开邮件中的链接完成验证` : '欢迎加入代购',
            );
            navigate(redirect, { replace: true });
          }}
        />
      </section>
    </div>
  );
}
