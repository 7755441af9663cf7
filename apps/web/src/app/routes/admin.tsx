import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { PasswordForm } from '../../features/auth/components/password-form';
import './admin-first-password.css';

/** The console's frame (navigation, styles): its own chunk, fetched only for operators; its screens are the nested routes. */
const AdminConsole = lazy(() => import('./admin/console'));

/** /admin and its nested routes: operators get the console; members see a short refusal and load nothing more. */
export function Component() {
  const user = useUserInfo();
  if (user.isPending) return <div className="loading">加载中…</div>;
  if (user.data?.role !== 'operator') {
    return (
      <div className="state-box" data-testid="admin-forbidden">
        <i className="pi pi-lock state-box__icon" aria-hidden="true" />
        <p className="state-box__title">运营后台仅限运营人员使用</p>
        <Link to="/">返回首页</Link>
      </div>
    );
  }
  // The password generated at first start: the server refuses every console call until it is changed (decision 063).
  if (user.data.mustChangePassword) {
    return (
      <section className="state-box first-password" data-testid="admin-first-password" aria-labelledby="first-password-title">
        <i className="pi pi-key state-box__icon" aria-hidden="true" />
        <h1 className="state-box__title" id="first-password-title">
          请先修改初始密码
        </h1>
        <p className="muted">这是首次启动时生成的密码，修改后才能使用运营后台。</p>
        <PasswordForm oldLabel="初始密码（启动时显示）" />
      </section>
    );
  }
  return (
    <Suspense fallback={<div className="loading">正在加载运营后台…</div>}>
      <AdminConsole />
    </Suspense>
  );
}
