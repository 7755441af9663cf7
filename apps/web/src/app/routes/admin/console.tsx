import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import './console.css';

const NAV: Array<{ path: string; label: string; icon: string }> = [
  { path: '', label: '概览', icon: 'pi-chart-bar' },
  { path: 'orders', label: '订单处理', icon: 'pi-box' },
  { path: 'parcels', label: '国际包裹', icon: 'pi-send' },
  { path: 'storage', label: '仓储报表', icon: 'pi-warehouse' },
  { path: 'unweighed', label: '待称重', icon: 'pi-inbox' },
  { path: 'shipping', label: '运费与仓储', icon: 'pi-truck' },
  { path: 'bid-tasks', label: '代拍任务', icon: 'pi-hammer' },
  { path: 'inbox', label: '订单留言', icon: 'pi-comments' },
  { path: 'recharges', label: '充值记录', icon: 'pi-wallet' },
  { path: 'ledger', label: '资金流水', icon: 'pi-book' },
  { path: 'payments', label: '支付与提现', icon: 'pi-money-bill' },
  { path: 'settings', label: '汇率与费用', icon: 'pi-percentage' },
  { path: 'banners', label: '轮播图', icon: 'pi-images' },
  { path: 'menu', label: '导航菜单', icon: 'pi-bars' },
  { path: 'keywords', label: '热门搜索', icon: 'pi-search' },
  { path: 'help', label: '帮助页', icon: 'pi-question-circle' },
  { path: 'audit', label: '操作日志', icon: 'pi-history' },
  { path: 'login-locks', label: '登录锁定', icon: 'pi-lock' },
  { path: 'outbox', label: '发件箱', icon: 'pi-envelope' },
  { path: 'translations', label: '标题译文', icon: 'pi-language' },
];

/**
 * The operator console: side navigation and the screen of the nested /admin route (adminRoutes), each
 * screen its own chunk. The active entry is the first path segment (a plain Link: NavLink would add its
 * code to the member bundle).
 */
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
        <Suspense fallback={<div className="loading">加载中…</div>}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
