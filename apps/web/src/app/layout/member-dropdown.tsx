import { ORDER_TYPE_LABELS, ORDER_TYPES, type UserInfo } from '@daigou/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';

export const DEFAULT_AVATAR = '/static/default-avatar.svg';

/** The avatar URL with a time parameter so a changed avatar is never served from cache (spec §3). */
export function avatarUrl(headImg: string | null | undefined, stamp: number): string {
  if (!headImg) return DEFAULT_AVATAR;
  return `${headImg}${headImg.includes('?') ? '&' : '?'}t=${stamp}`;
}

interface MemberDropdownProps {
  user: UserInfo | undefined;
  loggedIn: boolean;
  loadedAt: number;
  onLogout: () => void;
}

export function MemberDropdown({ user, loggedIn, loadedAt, onLogout }: MemberDropdownProps) {
  const src = useMemo(() => avatarUrl(user?.HeadImg, loadedAt), [user?.HeadImg, loadedAt]);
  if (!loggedIn || !user) {
    return (
      <Link to="/login" className="header-icon member-login" data-testid="member-login">
        <i className="pi pi-user" />
        <span className="header-icon__label">会员登录</span>
      </Link>
    );
  }
  return (
    <div className="header-dropdown member-dropdown" data-testid="member-dropdown">
      <button type="button" className="header-icon">
        <img
          className="avatar avatar--sm"
          src={src}
          alt=""
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
          }}
        />
        <span className="header-icon__label member-name">{user.CustomerName}</span>
        <i className="pi pi-angle-down" />
      </button>
      <ul className="dropdown dropdown--right">
        <li>
          <Link to="/users/" className="dropdown__link">
            <i className="pi pi-user" /> 个人中心
          </Link>
        </li>
        <li className="has-submenu">
          <Link to="/users/order?type=all" className="dropdown__link">
            <i className="pi pi-list" /> 我的订单 <i className="pi pi-angle-right submenu-arrow" />
          </Link>
          <ul className="dropdown submenu">
            {ORDER_TYPES.map((type) => (
              <li key={type}>
                <Link to={`/users/order?type=${type}`} className="dropdown__link">
                  {ORDER_TYPE_LABELS[type]}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        {user.role === 'operator' && (
          <li>
            <Link to="/admin" className="dropdown__link" data-testid="admin-entry">
              <i className="pi pi-cog" /> 运营后台
            </Link>
          </li>
        )}
        <li>
          <button type="button" className="dropdown__link" onClick={onLogout}>
            <i className="pi pi-sign-out" /> 退出登录
          </button>
        </li>
      </ul>
    </div>
  );
}
