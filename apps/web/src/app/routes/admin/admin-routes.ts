import { ADMIN_PAGE_SIZE, type BidTaskState, bidTaskStateSchema, PARCEL_QUEUE_TYPE } from '@daigou/contract';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { userInfoQueryOptions } from '../../../features/auth/api/get-user-info';
import { loginLocksQueryOptions } from '../../../features/staff-auth/api/get-login-locks';
import { memberAccountQueryOptions } from '../../../features/staff-auth/api/get-member-account';
import { bannersQueryOptions } from '../../../features/staff-content/api/get-banners';
import { helpPagesQueryOptions } from '../../../features/staff-content/api/get-help-pages';
import { bidTasksQueryOptions } from '../../../features/staff-orders/api/get-bid-tasks';
import { dashboardQueryOptions } from '../../../features/staff-orders/api/get-dashboard';
import { orderQueryOptions } from '../../../features/staff-orders/api/get-order';
import { unweighedQueryOptions } from '../../../features/staff-orders/api/get-unweighed';
import { parcelQueryOptions } from '../../../features/staff-parcels/api/get-parcel';
import { parcelSummaryQueryOptions } from '../../../features/staff-parcels/api/get-parcel-summary';
import { parcelsQueryOptions } from '../../../features/staff-parcels/api/get-parcels';
import { shippingQueryOptions } from '../../../features/staff-parcels/api/get-shipping';
import { storageReportQueryOptions } from '../../../features/staff-parcels/api/get-storage-report';
import { menuQueryOptions } from '../../../features/staff-sys/api/get-menu';
import { settingsQueryOptions } from '../../../features/staff-sys/api/get-settings';
import { translationUsageQueryOptions } from '../../../features/staff-translation/api/get-translation-usage';
import { queryClient } from '../../../lib/query-client';
import { failingInPlace } from '../../errors/failing-in-place';
import { ScreenError } from '../../errors/route-error';

/**
 * The operator console's screens: nested routes of /admin in the one router (decision 023), patched in by
 * the router for operators only (this module is itself a lazy chunk). Each screen is a route `lazy`, so its
 * chunk loads beside its loader, which starts the screen's first query.
 */
type ScreenModule = Promise<{ default: ComponentType }>;
const screen = (load: () => ScreenModule) =>
  failingInPlace(async () => {
    const [, module] = await Promise.all([import('../../prime-setup'), load()]);
    return { Component: module.default };
  });

const isTaskState = (state: string | null): state is BidTaskState =>
  state !== null && (bidTaskStateSchema.options as string[]).includes(state);

/** An operator the console serves: not one who must first change the generated password (decision 063). */
const isOperator = () => {
  const user = queryClient.getQueryData(userInfoQueryOptions().queryKey);
  return user?.role === 'operator' && !user.mustChangePassword;
};

/** Starts the screen's query (console reads are always fresh); nothing for anyone but an operator. */
const prefetch = (start: (args: LoaderFunctionArgs) => void) => (args: LoaderFunctionArgs) => {
  if (isOperator()) start(args);
  return null;
};

const consoleScreens: RouteObject[] = [
  {
    index: true,
    lazy: screen(() => import('./screens/dashboard-screen')),
    loader: prefetch(() => {
      void queryClient.prefetchQuery(dashboardQueryOptions());
      void queryClient.prefetchQuery(translationUsageQueryOptions());
      void queryClient.prefetchQuery(parcelSummaryQueryOptions());
    }),
  },
  { path: 'orders', lazy: screen(() => import('../../../features/staff-orders/screens/orders-screen')) },
  {
    path: 'bid-tasks',
    lazy: screen(() => import('../../../features/staff-orders/screens/bid-tasks-screen')),
    loader: prefetch(({ request }) => {
      const state = new URL(request.url).searchParams.get('state');
      const query = { page: 1, limit: 20, ...(isTaskState(state) ? { state } : {}) };
      void queryClient.prefetchQuery(bidTasksQueryOptions(query));
    }),
  },
  {
    path: 'orders/:id',
    lazy: screen(() => import('../../../features/staff-orders/screens/order-detail-screen')),
    loader: prefetch(({ params }) => {
      const orderId = Number(params.id);
      if (Number.isInteger(orderId) && orderId > 0) void queryClient.prefetchQuery(orderQueryOptions(orderId));
    }),
  },
  {
    path: 'parcels',
    lazy: screen(() => import('../../../features/staff-parcels/screens/parcels-screen')),
    loader: prefetch(({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      if (type === null)
        void queryClient.prefetchQuery(parcelsQueryOptions({ type: PARCEL_QUEUE_TYPE, page: 1, limit: ADMIN_PAGE_SIZE }));
    }),
  },
  {
    path: 'parcels/:id',
    lazy: screen(() => import('../../../features/staff-parcels/screens/parcel-detail-screen')),
    loader: prefetch(({ params }) => {
      const parcelId = Number(params.id);
      if (Number.isInteger(parcelId) && parcelId > 0) void queryClient.prefetchQuery(parcelQueryOptions(parcelId));
    }),
  },
  {
    path: 'shipping',
    lazy: screen(() => import('./screens/shipping-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(shippingQueryOptions())),
  },
  {
    path: 'storage',
    lazy: screen(() => import('../../../features/staff-parcels/screens/storage-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(storageReportQueryOptions())),
  },
  {
    path: 'unweighed',
    lazy: screen(() => import('../../../features/staff-orders/screens/unweighed-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(unweighedQueryOptions({ page: 1, limit: ADMIN_PAGE_SIZE }))),
  },
  { path: 'inbox', lazy: screen(() => import('../../../features/staff-orders/screens/inbox-screen')) },
  { path: 'recharges', lazy: screen(() => import('../../../features/staff-wallet/screens/recharges-screen')) },
  { path: 'ledger', lazy: screen(() => import('../../../features/staff-wallet/screens/ledger-screen')) },
  { path: 'payments', lazy: screen(() => import('../../../features/staff-wallet/screens/payments-screen')) },
  {
    path: 'settings',
    lazy: screen(() => import('../../../features/staff-sys/screens/settings-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(settingsQueryOptions())),
  },
  {
    path: 'banners',
    lazy: screen(() => import('../../../features/staff-content/screens/banners-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(bannersQueryOptions())),
  },
  {
    path: 'menu',
    lazy: screen(() => import('../../../features/staff-sys/screens/menu-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(menuQueryOptions())),
  },
  { path: 'keywords', lazy: screen(() => import('../../../features/staff-content/screens/keywords-screen')) },
  {
    path: 'help',
    lazy: screen(() => import('../../../features/staff-content/screens/help-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(helpPagesQueryOptions())),
  },
  { path: 'audit', lazy: screen(() => import('../../../features/staff-audit/screens/audit-screen')) },
  {
    path: 'login-locks',
    lazy: screen(() => import('../../../features/staff-auth/screens/login-locks-screen')),
    loader: prefetch(() => void queryClient.prefetchQuery(loginLocksQueryOptions())),
  },
  {
    path: 'members/:id',
    lazy: screen(() => import('../../../features/staff-auth/screens/member-account-screen')),
    loader: prefetch(({ params }) => {
      const userId = Number(params.id);
      if (Number.isInteger(userId) && userId > 0) void queryClient.prefetchQuery(memberAccountQueryOptions(userId));
    }),
  },
  { path: 'outbox', lazy: screen(() => import('../../../features/staff-mail/screens/outbox-screen')) },
  { path: 'translations', lazy: screen(() => import('../../../features/staff-translation/screens/translations-screen')) },
];

/** Each screen with its own error boundary (a failed chunk shows inside the console, its navigation stays). */
export const adminRoutes: RouteObject[] = consoleScreens.map((route) => ({ ...route, ErrorBoundary: ScreenError }));
