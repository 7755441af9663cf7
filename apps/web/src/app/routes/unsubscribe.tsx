import { useSearchParams } from 'react-router';
import { UnsubscribeStatus } from '../../features/users/components/unsubscribe-status';

/** /unsubscribe?t=…: the one-click unsubscribe link in every notification mail (no login needed). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="auth-page">
      <section className="auth-card">
        <h1>退订邮件</h1>
        <UnsubscribeStatus token={params.get('t') ?? ''} />
      </section>
    </div>
  );
}
