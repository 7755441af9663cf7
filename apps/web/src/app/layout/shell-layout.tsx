import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { RatesProvider } from '../../components/price/rates-context';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useLogout } from '../../features/auth/api/logout';
import { useRate } from '../../features/sys/api/get-rate';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { loginFlag } from '../../lib/login-flag';
import { useOverlayHostsWanted } from '../../lib/overlay-hosts';
import { OfflineBanner } from '../errors/offline-banner';
import { SilentBoundary } from '../errors/silent-boundary';
import { ConsoleHeader } from './console-header';
import { FloatingButtons } from './floating-buttons';
import { ItemCardActionsSlot } from './item-card-actions-slot';
import { RateBar } from './rate-bar';
import { SiteHeader } from './site-header';

const Overlays = lazy(() => import('./overlays'));

export interface RouteHandle {
  /** Visitors may open it without logging in (spec §5's public list). */
  public?: boolean;
  /** Hides the top rate bar and the search bar (the login screen). */
  bare?: boolean;
  /** The operator console: its own header, full width, no shop furniture. */
  console?: boolean;
  /** The document title: 「title · 代购」 (the deepest route that names one); home keeps the site's own. */
  title?: string;
}

export const SITE_TITLE = '代购 · 日本雅虎拍卖中文代购';

function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · 代购` : SITE_TITLE;
  }, [title]);
}

/** Scroll restoration is manual: every route change scrolls to the top-left (spec §2, §9). */
function useScrollReset() {
  const location = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);
}

/**
 * A 401 from any call clears the flag and goes to /login with a return path: the screen being opened when
 * the call was a route loader's prefetch (the navigation is still pending), else the one shown.
 */
function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const target = navigation.location ?? location;
  useEffect(() => {
    const onUnauthorized = () => {
      loginFlag.clear();
      queryClient.clear();
      if (target.pathname !== '/login') {
        navigate(`/login?redirect=${encodeURIComponent(target.pathname + target.search)}`, { replace: true });
      }
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate, target, queryClient]);
}

export function ShellLayout() {
  useScrollReset();
  useUnauthorizedRedirect();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as RouteHandle | undefined)?.bare);
  const consoleLayout = matches.some((m) => (m.handle as RouteHandle | undefined)?.console);
  useDocumentTitle(matches.map((m) => (m.handle as RouteHandle | undefined)?.title).findLast(Boolean));
  const config = useSysConfig();
  const rate = useRate();
  const user = useUserInfo();
  const logout = useLogout(() => navigate('/login'));
  const loggedIn = loginFlag.isSet() && user.isSuccess;
  const overlaysWanted = useOverlayHostsWanted();

  return (
    // The shown location and whether another is loading: tools (the route tour) wait for the screen asked for.
    <div
      className="shell"
      data-location={location.pathname + location.search}
      data-navigating={navigation.state === 'idle' ? undefined : navigation.state}
    >
      {overlaysWanted && (
        <SilentBoundary>
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        </SilentBoundary>
      )}
      <OfflineBanner />
      {consoleLayout ? (
        <ConsoleHeader user={user.data} userLoadedAt={user.dataUpdatedAt} loggedIn={loggedIn} onLogout={() => logout.mutate()} />
      ) : (
        <>
          {!bare && <RateBar user={loggedIn ? user.data : undefined} rate={rate.data} />}
          <SiteHeader
            config={config.data}
            user={user.data}
            userLoadedAt={user.dataUpdatedAt}
            loggedIn={loggedIn}
            showSearch={!bare}
            onLogout={() => logout.mutate()}
          />
        </>
      )}
      <main className={consoleLayout ? 'main main--console' : 'container main'}>
        <Suspense fallback={<div className="loading">加载中…</div>}>
          {/* The rates once, for every price on every screen (spec §8: unknown while the call fails). */}
          <RatesProvider rate={rate.data}>
            <ItemCardActionsSlot>
              <Outlet />
            </ItemCardActionsSlot>
          </RatesProvider>
        </Suspense>
      </main>
      {!consoleLayout && (
        <>
          <footer className="site-footer">
            <div className="container">
              © 代购 Daigou · 日本雅虎拍卖中文代购服务 · 价格以日元结算，人民币金额按实时汇率估算
              <small className="site-footer__credits">
                部分词汇译文基于{' '}
                <a href="https://www.edrdg.org/edrdg/licence.html" target="_blank" rel="noopener noreferrer">
                  JMdict/EDICT、JMnedict（© EDRDG，CC BY-SA）
                </a>{' '}
                与{' '}
                <a href="https://www.mdbg.net/chinese/dictionary?page=cc-cedict" target="_blank" rel="noopener noreferrer">
                  CC-CEDICT（© MDBG，CC BY-SA 4.0）
                </a>
                ，动画作品名来自{' '}
                <a href="https://github.com/bangumi-data/bangumi-data" target="_blank" rel="noopener noreferrer">
                  bangumi-data（CC BY 4.0）
                </a>
              </small>
            </div>
          </footer>
          <FloatingButtons config={config.data} />
        </>
      )}
    </div>
  );
}
