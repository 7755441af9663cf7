import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirect } from '../../features/auth/components/safe-redirect';

/** /login: the rate bar and search bar are hidden by the route's `bare` handle. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h1>会员登录</h1>
        <p className="auth-card__lead">登录后即可收藏商品、关注卖家并下单代购</p>
        <LoginForm
          redirect={redirect}
          initialAccount={params.get('account') ?? ''}
          onLoggedIn={() => navigate(redirect, { replace: true })}
        />
      </section>
    </div>
  );
}
