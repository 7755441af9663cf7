import { createContext, type MouseEvent, type ReactNode, useContext, useMemo } from 'react';
import { Link, type NavigateFunction, useHref, useNavigate } from 'react-router';

/**
 * Links for long lists of links to absolute app paths (item cards, the menu). React Router's `Link` resolves
 * its path against the route matches on every render (useHref, useResolvedPath, useLinkClickHandler), once per
 * link: on a slow phone sixty cards' links were the largest part of home's render (decision 091). A scope
 * resolves once; inside it a `PlainLink` is an anchor with the href `Link` writes that navigates the same way
 * on a plain click (a modified click — a new tab — is left to the browser). Outside a scope it is a `Link`.
 */
const Scope = createContext<{ prefix: string; navigate: NavigateFunction } | null>(null);

export function PlainLinkScope({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The router's href of its root ("#/" with the hash router), less the slash every absolute path begins with.
  const root = useHref('/');
  const scope = useMemo(() => ({ prefix: root.replace(/\/$/, ''), navigate }), [root, navigate]);
  return <Scope.Provider value={scope}>{children}</Scope.Provider>;
}

/** A link to an absolute app path (`/shop/product/x1`). */
export function PlainLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const scope = useContext(Scope);
  if (!scope || !to.startsWith('/'))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    scope.navigate(to);
  };
  return (
    <a href={scope.prefix + to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
