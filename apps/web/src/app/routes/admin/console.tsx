import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import '../../../features/admin/admin.css';

/**
 * Screens by the first path segment under /admin. Matched here rather than with <Routes>, so the member
 * bundle (which holds react-router) does not grow by the descendant-routes code.
 */
const SCREENS = {
  '': lazy(() => import('../../../features/admin/screens/dashboard-screen')),
  orders: lazy(() => import('../../../features/admin/screens/orders-screen')),
  inbox: lazy(() => import('../../../features/admin/screens/inbox-screen')),
  recharges: lazy(() => import('../../../features/admin/screens/recharges-screen')),
  ledger: lazy(() => import('../../../features/admin/screens/ledger-screen')),
  settings: lazy(() => import('../../../features/admin/screens/settings-screen')),
  banners: lazy(() => import('../../../features/admin/screens/banners-screen')),
  menu: lazy(() => import('../../../features/admin/screens/menu-screen')),
  keywords: lazy(() => import('../../../features/admin/screens/keywords-screen')),
  help: lazy(() => import('../../../features/admin/screens/help-screen')),
  audit: lazy(() => import('../../../features/admin/screens/audit-screen')),
  'login-locks': lazy(() => import('../../../features/admin/screens/login-locks-screen')),
};
const OrderDetail = lazy(() => import('../../../features/admin/screens/order-detail-screen'));

const NAV: Array<{ path: keyof typeof SCREENS; label: string; icon: string }> = [
  { path: '', label: '概览', icon: 'pi-chart-bar' },
  { path: 'orders', label: '订单处理', icon: 'pi-box' },
  { path: 'inbox', label: '订单留言', icon: 'pi-comments' },
  { path: 'recharges', label: '充值记录', icon: 'pi-wallet' },
  { path: 'ledger', label: '资金流水', icon: 'pi-book' },
  { path: 'settings', label: '汇率与费用', icon: 'pi-percentage' },
  { path: 'banners', label: '轮播图', icon: 'pi-images' },
  { path: 'menu', label: '导航菜单', icon: 'pi-bars' },
  { path: 'keywords', label: '热门搜索', icon: 'pi-search' },
  { path: 'help', label: '帮助页', icon: 'pi-question-circle' },
  { path: 'audit', label: '操作日志', icon: 'pi-history' },
  { path: 'login-locks', label: '登录锁定', icon: 'pi-lock' },
];

function screenOf(pathname: string) {
  const [section = '', id] = pathname.replace(/^\/admin\/?/, '').split('/');
  if (section === 'orders' && id) return <OrderDetail key={id} />;
  if (id || !Object.hasOwn(SCREENS, section)) return <p className="muted">页面不存在</p>;
  const Screen = SCREENS[section as keyof typeof SCREENS];
  return <Screen />;
}

/** The operator console: side navigation and the screen of the current path (each screen its own chunk). */
export default function AdminConsole() {
  const { pathname } = useLocation();
  const section = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return (
    <div className="admin-console" data-testid="admin-console">
      <nav className="admin-nav" aria-label="运营后台">
        <p className="admin-nav__title">运营后台</p>
        {NAV.map((item) => (
          <Link
            key={item.path}
            to={item.path ? `/admin/${item.path}` : '/admin'}
            className={`admin-nav__link${item.path === section ? ' active' : ''}`}
            aria-current={item.path === section ? 'page' : undefined}
          >
            <i className={`pi ${item.icon}`} aria-hidden="true" /> {item.label}
          </Link>
        ))}
      </nav>
      <section className="admin-main">
        <Suspense fallback={<div className="loading">加载中…</div>}>{screenOf(pathname)}</Suspense>
      </section>
    </div>
  );
}
