import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info';
import { loginFlag } from '../lib/login-flag';
import { queryClient } from '../lib/query-client';
import { type RouteHandle, ShellLayout } from './layout/shell-layout';
import { requireLoginFlag } from './route-guard';
import * as prefetch from './route-prefetch';

const PUBLIC: RouteHandle = { public: true };
const ADMIN_ROUTE_ID = 'admin';
const AdminPathUnknown = () => <p className="muted">页面不存在</p>;

interface ScreenOptions {
  handle?: RouteHandle;
  /** The queries the screen asks for first, started by the loader beside the screen's chunk. */
  prefetch?: prefetch.RoutePrefetch;
  /** A child of a guarded parent: the parent's loader guards it. */
  guarded?: boolean;
}

/**
 * A screen that is its own lazy chunk. Its loader sends a visitor without the login flag from a non-public
 * route to /login (spec §5), and otherwise starts the screen's queries (decision 022).
 */
function lazyScreen(load: () => Promise<Partial<RouteObject>>, options: ScreenOptions = {}) {
  const handle = options.handle ?? {};
  const guard = !handle.public && !options.guarded;
  const route: Pick<NonIndexRouteObject, 'lazy' | 'handle' | 'loader'> = { lazy: load as NonIndexRouteObject['lazy'], handle };
  if (!guard && !options.prefetch) return route;
  route.loader = (args: LoaderFunctionArgs) => {
    if (guard) {
      const redirect = requireLoginFlag(args);
      if (redirect) return redirect;
    }
    if (options.prefetch && (handle.public || loginFlag.isSet()))
      options.prefetch(queryClient, new URL(args.request.url), args.params);
    return null;
  };
  return route;
}

const screen = (path: string, load: () => Promise<Partial<RouteObject>>, options?: ScreenOptions): NonIndexRouteObject => ({
  path,
  ...lazyScreen(load, options),
});

/** A child of /users: guarded by the parent, prefetching its own queries. */
const child = (path: string, load: () => Promise<Partial<RouteObject>>, prefetchFirst?: prefetch.RoutePrefetch) =>
  screen(path, load, { guarded: true, prefetch: prefetchFirst });

/** Every route of spec §2, hash-based. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ShellLayout,
    children: [
      { index: true, ...lazyScreen(() => import('./routes/home'), { handle: PUBLIC, prefetch: prefetch.prefetchHome }) },
      screen('login', () => import('./routes/login'), { handle: { public: true, bare: true } }),
      screen('register', () => import('./routes/register'), { handle: { public: true, bare: true } }),
      screen('brands', () => import('./routes/brands'), { handle: PUBLIC, prefetch: prefetch.prefetchBrands }),
      screen('categories', () => import('./routes/categories'), { handle: PUBLIC, prefetch: prefetch.prefetchCategories }),
      screen('search', () => import('./routes/search'), { handle: PUBLIC, prefetch: prefetch.prefetchSearch }),
      screen('searchByPage', () => import('./routes/search-by-page'), {
        handle: PUBLIC,
        prefetch: prefetch.prefetchSearchByPage,
      }),
      screen('search/method', () => import('./routes/search-method'), { handle: PUBLIC }),
      screen('shop/product/:id', () => import('./routes/product'), { handle: PUBLIC, prefetch: prefetch.prefetchProduct }),
      screen('shop/:id', () => import('./routes/shop'), { prefetch: prefetch.prefetchSeller(false) }),
      screen('seller/:id', () => import('./routes/seller'), { prefetch: prefetch.prefetchSeller(true) }),
      screen('order/check/:id', () => import('./routes/order-check'), { prefetch: prefetch.prefetchOrderCheck }),
      screen('order/settle/:id', () => import('./routes/order-settle'), { prefetch: prefetch.prefetchOrder({ balance: true }) }),
      screen('order/success/:id', () => import('./routes/order-success'), { prefetch: prefetch.prefetchOrder() }),
      screen('order/:id', () => import('./routes/order-detail'), { prefetch: prefetch.prefetchOrder({ thread: true }) }),
      screen('charge/success', () => import('./routes/charge-success'), { prefetch: prefetch.prefetchChargeSuccess }),
      screen('comments', () => import('./routes/comments')),
      screen('message', () => import('./routes/message'), { prefetch: prefetch.prefetchMessages }),
      screen('guide', () => import('./routes/guide'), { handle: PUBLIC, prefetch: prefetch.prefetchGuide }),
      {
        ...screen('users', () => import('./routes/users-layout')),
        children: [
          {
            index: true,
            ...lazyScreen(() => import('./routes/users-index'), { guarded: true, prefetch: prefetch.prefetchUsersIndex }),
          },
          child('charge', () => import('./routes/users-charge'), prefetch.prefetchUsersCharge),
          child('collect', () => import('./routes/users-collect'), prefetch.prefetchUsersCollect),
          child('history', () => import('./routes/users-history'), prefetch.prefetchUsersHistory),
          child('message', () => import('./routes/users-message'), prefetch.prefetchMessages),
          child('order', () => import('./routes/users-order'), prefetch.prefetchUsersOrder),
          child('service', () => import('./routes/users-service')),
          child('setting', () => import('./routes/users-setting'), prefetch.prefetchUsersSetting),
          child('shop', () => import('./routes/users-shop'), prefetch.prefetchUsersShop),
          child('shop/black', () => import('./routes/users-shop-black'), prefetch.prefetchUsersShopBlack),
        ],
      },
      {
        ...screen('admin', () => import('./routes/admin')),
        id: ADMIN_ROUTE_ID,
        // Until the console's own routes are patched in (operators only), any /admin/… path lands here; for
        // an operator that means a path the console does not have.
        children: [{ path: '*', Component: AdminPathUnknown }],
      },
      screen('*', () => import('./routes/not-found'), { handle: PUBLIC }),
    ],
  },
];

/**
 * The console's nested routes are added to the router when an operator goes to /admin (decision 023):
 * members never load even their definitions, and the member bundle holds only this function. Patching is
 * idempotent (React Router keeps one copy of a route it already has).
 */
export async function patchRoutesOnNavigation({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string, children: RouteObject[]) => void;
}): Promise<void> {
  if (!/^\/admin(\/|$)/.test(path) || !loginFlag.isSet()) return;
  const user = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
  if (user?.role !== 'operator') return;
  const { adminRoutes } = await import('./routes/admin/admin-routes');
  patch(ADMIN_ROUTE_ID, adminRoutes);
}
