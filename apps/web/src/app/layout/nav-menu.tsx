import type { MenuItem } from '@daigou/contract';
import { memo } from 'react';
import { PlainLink, PlainLinkScope } from '../../components/plain-link/plain-link';
import { appPath } from '../../lib/routes';

function MenuLink({ item, className }: { item: Omit<MenuItem, 'MenuDetail'>; className: string }) {
  const target = appPath(item.MenuUrl);
  const content = (
    <>
      {item.MenuIcon && <i className={item.MenuIcon} aria-hidden="true" />}
      <span>{item.MenuName}</span>
    </>
  );
  if (!target) return <span className={className}>{content}</span>;
  return target.internal ? (
    <PlainLink to={target.to} className={className}>
      {content}
    </PlainLink>
  ) : (
    <a href={target.href} className={className} target="_blank" rel="noreferrer">
      {content}
    </a>
  );
}

/**
 * The dynamic navigation menu from /api/SysMenuList, with dropdowns of sub-items. Memoised: the header renders
 * again with every shell query's update (user, config, rates, counts), the menu only when its items change.
 */
export const NavMenu = memo(function NavMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav className="nav-menu" aria-label="主导航" data-testid="nav-menu">
      {/* Its links resolved once, not once a link (decision 091). */}
      <PlainLinkScope>
        <ul>
          {items.map((item) => (
            <li key={item.ID} className={item.MenuDetail.length ? 'has-dropdown' : undefined}>
              <MenuLink item={item} className="nav-menu__link" />
              {item.MenuDetail.length > 0 && (
                <ul className="dropdown">
                  {item.MenuDetail.map((sub) => (
                    <li key={sub.ID}>
                      <MenuLink item={sub} className="dropdown__link" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </PlainLinkScope>
    </nav>
  );
});
