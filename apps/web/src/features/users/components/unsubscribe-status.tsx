import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/** The unsubscribe link of a notification mail: one click stops that kind of mail, and says which. */
export function UnsubscribeStatus({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);
  if (unsubscribe.isError)
    return (
      <p className="email-state__waiting" role="alert">
        {errorMessage(unsubscribe.error)}。可登录后在<Link to="/users/notify">通知设置</Link>中修改。
      </p>
    );
  if (unsubscribe.isSuccess)
    return (
      <div role="status" data-testid="unsubscribed">
        <p>已退订「{unsubscribe.data.label}」邮件，站内消息照常。</p>
        <p className="muted">
          如需恢复，请登录后在<Link to="/users/notify">通知设置</Link>中重新开启。
        </p>
      </div>
    );
  return <ProgressSpinner style={{ width: 40, height: 40 }} />;
}
