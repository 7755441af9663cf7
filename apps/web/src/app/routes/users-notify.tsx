import { useNotifyMail } from '../../features/users/api/get-notify-mail';
import { MsgSettingsForm } from '../../features/users/components/msg-settings-form';
import { NotifyMailForm } from '../../features/users/components/notify-mail-form';
import { ScreenHeading } from '../screen-heading';

/** /users/notify: which news comes as a site message, and which also by mail (issue 18 §4). */
export function Component() {
  const settings = useNotifyMail();
  return (
    <>
      <ScreenHeading title="通知设置" />
      <section className="users-card" aria-label="邮件通知">
        <h2>邮件通知</h2>
        {settings.data ? (
          <NotifyMailForm settings={settings.data} />
        ) : (
          <p className="muted">{settings.isError ? '加载失败，请刷新重试' : '加载中…'}</p>
        )}
      </section>
      <section className="users-card" aria-label="站内消息">
        <h2>站内消息</h2>
        <p className="muted">选择哪些事件会给您发送站内消息。</p>
        <MsgSettingsForm />
      </section>
    </>
  );
}
