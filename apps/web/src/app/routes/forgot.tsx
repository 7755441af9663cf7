import { ForgotForm } from '../../features/auth/components/forgot-form';

/** /forgot: a password reset link by mail (decision 043). */
export function Component() {
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h1>找回密码</h1>
        <p className="auth-card__lead">输入账号或已验证的邮箱，我们会把重置密码的链接发到该邮箱</p>
        <ForgotForm />
      </section>
    </div>
  );
}
