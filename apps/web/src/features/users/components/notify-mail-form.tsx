import type { NotifyMailSettings } from '@daigou/contract';
import { InputSwitch } from 'primereact/inputswitch';
import { Link } from 'react-router';
import { useEditNotifyMail } from '../api/edit-notify-mail';
import './users.css';

/** Per kind: also by mail (every kind always comes as a site message, per the message settings). */
export function NotifyMailForm({ settings }: { settings: NotifyMailSettings }) {
  const edit = useEditNotifyMail();
  const canMail = settings.email !== null && settings.emailVerified;
  return (
    <div className="notify-mail" data-testid="notify-mail">
      <p className={canMail ? 'muted' : 'email-state__waiting'}>
        {canMail ? (
          <>邮件将发送至 {settings.email}。每封邮件都可一键退订该类通知。</>
        ) : (
          <>
            还没有已验证的邮箱，邮件通知不会发出。请先在<Link to="/users/setting">账户设置</Link>中填写并验证邮箱。
          </>
        )}
      </p>
      <ul className="notify-mail__list">
        {settings.kinds.map((k) => (
          <li key={k.kind} className="notify-mail__row">
            <label htmlFor={`notify-${k.kind}`}>{k.label}</label>
            <InputSwitch
              inputId={`notify-${k.kind}`}
              checked={k.mail}
              disabled={edit.isPending}
              onChange={(e) => edit.mutate({ kind: k.kind, mail: e.value === true })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
