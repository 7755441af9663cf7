import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { bannersQueryOptions } from '../../../features/admin/api/get-banners';
import { dashboardQueryOptions } from '../../../features/admin/api/get-dashboard';
import { helpPagesQueryOptions } from '../../../features/admin/api/get-help-pages';
import { loginLocksQueryOptions } from '../../../features/admin/api/get-login-locks';
import { menuQueryOptions } from '../../../features/admin/api/get-menu';
import { orderQueryOptions } from '../../../features/admin/api/get-order';
import { settingsQueryOptions } from '../../../features/admin/api/get-settings';
import { userInfoQueryOptions } from '../../../features/auth/api/get-user-info';
import { queryClient } from '../../../lib/query-client';

/**
 * The operator console's screens: nested routes of /admin in the one router (decision 023), patched in by
 * the router for operators only (this module is itself a lazy chunk). Each screen is a route `lazy`, so its
 * chunk loads beside its loader, which starts the screen's first query.
 */
type ScreenModule = Promise<{ default: ComponentType }>;
const screen = (load: () => ScreenModule) => async () => ({ Component: (await load()).default });

const isOperator = () => queryClient.getQueryData(userInfoQueryOptions().queryKey)?.role === 'operator';

/** Starts the screen's query (console reads are always fresh); nothing for anyone but an operator. */
const prefetch = (start: (args: LoaderFunctionArgs) => void) => (args: LoaderFunctionArgs) => {
  if (isOperator()) start(args);
  return null;
};

export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: screen(() => import('../../../features/admin/screens/dashboard-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(dashboardQueryOptions())),
  },
  { path: 'orders', lazy: screen(() => import('../../../features/admin/screens/orders-screen')) },
  {
    path: 'orders/:id',
    lazy: screen(() => import('../../../features/admin/screens/order-detail-screen')),
    loader: prefetch(({ params }) => {
      const orderId = Number(params.id);
      if (Number.isInteger(orderId) && orderId > 0) void queryClient.prefetchQuery(orderQueryOptions(orderId));
    }),
  },
  { path: 'inbox', lazy: screen(() => import('../../../features/admin/screens/inbox-screen')) },
  { path: 'recharges', lazy: screen(() => import('../../../features/admin/screens/recharges-screen')) },
  { path: 'ledger', lazy: screen(() => import('../../../features/admin/screens/ledger-screen')) },
  {
    path: 'settings',
    lazy: screen(() => import('../../../features/admin/screens/settings-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(settingsQueryOptions())),
  },
  {
    path: 'banners',
    lazy: screen(() => import('../../../features/admin/screens/banners-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(bannersQueryOptions())),
  },
  {
    path: 'menu',
    lazy: screen(() => import('../../../features/admin/screens/menu-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(menuQueryOptions())),
  },
  { path: 'keywords', lazy: screen(() => import('../../../features/admin/screens/keywords-screen')) },
  {
    path: 'help',
    lazy: screen(() => import('../../../features/admin/screens/help-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(helpPagesQueryOptions())),
  },
  { path: 'audit', lazy: screen(() => import('../../../features/admin/screens/audit-screen')) },
  {
    path: 'login-locks',
    lazy: screen(() => import('../../../features/admin/screens/login-locks-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(loginLocksQueryOptions())),
  },
];
