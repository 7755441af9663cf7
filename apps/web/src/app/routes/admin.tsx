import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useUserInfo } from '../../features/auth/api/get-user-info';

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
  return (
    <Suspense fallback={<div className="loading">正在加载运营后台…</div>}>
      <AdminConsole />
    </Suspense>
  );
}
