import './users.css';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

const GROUPS: Array<{ title: string; items: Array<{ to: string; label: string; icon: string }> }> = [
  {
    title: '交易',
    items: [
      { to: '/users/', label: '个人中心', icon: 'pi-home' },
      { to: '/users/order?type=all', label: '我的订单', icon: 'pi-list' },
      { to: '/users/charge', label: '账户充值', icon: 'pi-wallet' },
      { to: '/users/withdraw', label: '余额提现', icon: 'pi-replay' },
      { to: '/users/parcel', label: '国际包裹', icon: 'pi-send' },
      { to: '/users/address', label: '收货地址', icon: 'pi-map-marker' },
    ],
  },
  {
    title: '收藏与卖家',
    items: [
      { to: '/users/collect', label: '我的收藏', icon: 'pi-heart' },
      { to: '/users/history', label: '浏览历史', icon: 'pi-history' },
      { to: '/users/search-alerts', label: '搜索订阅', icon: 'pi-bookmark' },
      { to: '/users/shop', label: '关注的卖家', icon: 'pi-shop' },
      { to: '/users/shop/black', label: '卖家黑名单', icon: 'pi-ban' },
    ],
  },
  {
    title: '账户',
    items: [
      { to: '/users/message', label: '站内消息', icon: 'pi-envelope' },
      { to: '/users/notify', label: '通知设置', icon: 'pi-bell' },
      { to: '/users/setting', label: '账户设置', icon: 'pi-cog' },
      { to: '/users/service', label: '联系客服', icon: 'pi-headphones' },
    ],
  },
];

/**
 * The side menu of the personal centre; on a phone a scrolling tab strip (users.css), kept scrolled so the
 * current tab shows. Only the strip scrolls, never the page (every route change lands at the top, spec §2).
 */
export function UsersSideMenu() {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger
  useLayoutEffect(() => {
    const strip = ref.current;
    const active = strip?.querySelector<HTMLElement>('.is-active');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const offset = active.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    strip.scrollLeft = Math.max(0, offset - (strip.clientWidth - active.offsetWidth) / 2);
  }, [location.pathname]);
  return (
    <nav className="users-menu" aria-label="个人中心菜单" ref={ref}>
      {GROUPS.map((group) => (
        <section key={group.title} className="users-menu__group">
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={({ isActive }) => `users-menu__link${isActive ? ' is-active' : ''}`}>
                  <i className={`pi ${item.icon}`} aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
