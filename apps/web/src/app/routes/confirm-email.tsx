import { useSearchParams } from 'react-router';
import { ConfirmEmailStatus } from '../../features/auth/components/confirm-email-status';

/** /confirm-email?token=…: the link from the confirmation mail (no login needed). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h1>验证邮箱</h1>
        <ConfirmEmailStatus token={params.get('token') ?? ''} />
      </section>
    </div>
  );
}
