import type { UserInfo } from '@daigou/contract';
import { useQueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions, useUserInfo } from '../../features/auth/api/get-user-info';
import { PasswordForm } from '../../features/auth/components/password-form';
import { AvatarUpload } from '../../features/users/components/avatar-upload';
import { MsgSettingsForm } from '../../features/users/components/msg-settings-form';
import { ProfileForm } from '../../features/users/components/profile-form';
import { ScreenHeading } from '../screen-heading';

/** /users/setting: avatar, profile, password and message settings. */
export function Component() {
  const user = useUserInfo();
  const queryClient = useQueryClient();
  const key = userInfoQueryOptions().queryKey;
  const saved = (next: UserInfo) => queryClient.setQueryData(key, next);
  const avatarChanged = () => queryClient.invalidateQueries({ queryKey: key });

  if (!user.data) return <ScreenHeading title="账户设置" note={user.isError ? '用户信息加载失败，请刷新重试' : '加载中…'} />;
  return (
    <>
      <ScreenHeading title="账户设置" />
      <section className="users-card" aria-label="头像">
        <h2>头像</h2>
        <AvatarUpload user={user.data} onChanged={avatarChanged} />
      </section>
      <div className="settings-grid">
        <section className="users-card">
          <h2>基本资料</h2>
          <ProfileForm user={user.data} onSaved={saved} />
        </section>
        <section className="users-card">
          <h2>修改密码</h2>
          <PasswordForm />
        </section>
      </div>
      <section className="users-card">
        <h2>消息设置</h2>
        <p className="muted">选择哪些事件会给您发送站内消息。</p>
        <MsgSettingsForm />
      </section>
    </>
  );
}
