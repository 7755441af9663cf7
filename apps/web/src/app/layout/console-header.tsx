import type { UserInfo } from '@daigou/contract';
import { Link } from 'react-router';
import { MemberDropdown } from './member-dropdown';

interface ConsoleHeaderProps {
  user: UserInfo | undefined;
  userLoadedAt: number;
  loggedIn: boolean;
  onLogout: () => void;
}

/** The operator console's own bar: no greeting, rates, shop search or shop menu squeezing its tables. */
export function ConsoleHeader({ user, userLoadedAt, loggedIn, onLogout }: ConsoleHeaderProps) {
  return (
    <header className="site-header console-header" data-testid="console-header">
      <div className="console-header__inner">
        <Link className="logo" to="/admin">
          <span className="logo__mark" aria-hidden="true">
            代
          </span>
          <span className="logo__text">运营后台</span>
        </Link>
        <div className="site-header__actions">
          <Link to="/" className="header-icon" aria-label="返回商城">
            <i className="pi pi-shop" aria-hidden="true" />
            <span className="header-icon__label">返回商城</span>
          </Link>
          <MemberDropdown user={user} loggedIn={loggedIn} loadedAt={userLoadedAt} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
