import { type SysConfig, safeSiteLink, type UserInfo } from '@daigou/contract';
import { useDeferredValue } from 'react';
import { useMenu } from '../../features/sys/api/get-menu';
import { MemberDropdown } from './member-dropdown';
import { MessageIcon } from './message-icon';
import { NavMenu } from './nav-menu';
import { OrderNoticeDropdown } from './order-notice-dropdown';
import { SearchBar } from './search-bar';

interface SiteHeaderProps {
  config: SysConfig | undefined;
  user: UserInfo | undefined;
  userLoadedAt: number;
  loggedIn: boolean;
  showSearch: boolean;
  onLogout: () => void;
}

export function SiteHeader({ config, user, userLoadedAt, loggedIn, showSearch, onLogout }: SiteHeaderProps) {
  const menu = useMenu();
  // The menu's links are drawn as a transition when they arrive, not in the query update's one long task.
  const menuItems = useDeferredValue(menu.data);
  return (
    <header className="site-header">
      <div className="container site-header__top">
        <a className="logo" href={safeSiteLink(config?.home_url, '/#/')}>
          <span className="logo__mark" aria-hidden="true">
            代
          </span>
          <span className="logo__text">
            代购<small>日本雅虎拍卖中文代购</small>
          </span>
        </a>
        {showSearch ? <SearchBar /> : <div className="search-bar search-bar--hidden" />}
        <div className="site-header__actions">
          <MessageIcon loggedIn={loggedIn} />
          <OrderNoticeDropdown />
          <MemberDropdown user={user} loggedIn={loggedIn} loadedAt={userLoadedAt} onLogout={onLogout} />
        </div>
      </div>
      <div className="site-header__nav">
        <div className="container">{menuItems && <NavMenu items={menuItems} />}</div>
      </div>
    </header>
  );
}
