import { EmailInput } from '../../../components/form-fields/account-fields';
import './users.css';
import { type UserInfo, updateInfoRulesSchema } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSendEmailConfirm } from '../api/send-email-confirm';
import { useUpdateInfo } from '../api/update-info';

type Field = 'name' | 'phone' | 'email' | 'remark';

/** Whether mail reaches the member: the confirmed address, one waiting for its link, or none. */
function EmailState({ user, resend, sending }: { user: UserInfo; resend: () => void; sending: boolean }) {
  const waiting = user.pendingEmail ?? (user.email && !user.emailVerified ? user.email : null);
  return (
    <div className="email-state" data-testid="email-state">
      {user.email && user.emailVerified && (
        <span className="email-state__ok">
          <i className="pi pi-check-circle" aria-hidden="true" /> {user.email} 已验证
        </span>
      )}
      {waiting && (
        <span className="email-state__waiting">
          <i className="pi pi-envelope" aria-hidden="true" /> {waiting} 待验证：请打开验证邮件中的链接
          {user.emailVerified && user.email ? `，验证前仍使用 ${user.email}` : '，验证前不会收到任何通知'}
          <Button type="button" label="重新发送" link size="small" onClick={resend} loading={sending} />
        </span>
      )}
      {!user.email && !waiting && <span className="muted">填写并验证邮箱后，可通过邮件找回密码、接收通知</span>}
    </div>
  );
}

/** Display name, contact phone, email and the default remark for new orders. */
export function ProfileForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.CustomerName,
    phone: user.phone ?? '',
    email: user.pendingEmail ?? user.email ?? '',
    remark: user.defaultRemark ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdateInfo((saved) => {
    const linkSent = saved.pendingEmail !== null && saved.pendingEmail !== user.pendingEmail;
    toast.success('资料已保存', linkSent ? `验证邮件已发送至 ${saved.pendingEmail}，验证后新邮箱生效` : undefined);
    onSaved(saved);
  });
  const resend = useSendEmailConfirm();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateInfoRulesSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(values);
  };

  const error = (field: Field) => errors[field] && <small className="form-error">{errors[field]}</small>;

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="基本资料">
      <div className="settings-form__field">
        <label htmlFor="profile-name">昵称</label>
        <InputText
          id="profile-name"
          name="name"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          invalid={!!errors.name}
        />
        {error('name')}
      </div>
      <div className="settings-form__field">
        <label htmlFor="profile-phone">联系电话</label>
        <InputText
          id="profile-phone"
          name="phone"
          value={values.phone}
          onChange={(e) => set('phone')(e.target.value)}
          inputMode="tel"
          placeholder="选填"
          invalid={!!errors.phone}
        />
        {error('phone')}
      </div>
      <div className="settings-form__field">
        <label htmlFor="profile-email">邮箱</label>
        <EmailInput
          id="profile-email"
          name="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          placeholder="选填"
          invalid={!!errors.email}
        />
        {error('email')}
        <EmailState
          user={user}
          resend={() => resend.mutate(undefined, { onSuccess: (r) => toast.success('验证邮件已发送', `请查收 ${r.email}`) })}
          sending={resend.isPending}
        />
      </div>
      <div className="settings-form__field">
        <label htmlFor="profile-remark">默认订单备注</label>
        <InputTextarea
          id="profile-remark"
          name="remark"
          value={values.remark}
          onChange={(e) => set('remark')(e.target.value)}
          rows={3}
          autoResize
          placeholder="下单时自动填入，例如：请仔细验货"
          invalid={!!errors.remark}
        />
        {error('remark')}
      </div>
      <div>
        <Button type="submit" label="保存资料" loading={save.isPending} />
      </div>
    </form>
  );
}
