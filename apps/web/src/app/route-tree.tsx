import { type DataRouter, type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info';
import { safeRedirect } from '../features/auth/components/safe-redirect';
import { sendAtOnce } from '../lib/api-client';
import { hasEarlyResponses } from '../lib/early-responses';
import { loginFlag } from '../lib/login-flag';
import { queryClient } from '../lib/query-client';
import { failingInPlace } from './errors/failing-in-place';
import { ScreenError, ShellError } from './errors/route-error';
import { ShellFallback } from './layout/shell-fallback';
import { type RouteHandle, ShellLayout } from './layout/shell-layout';
import { requireLoginFlag } from './route-guard';
import * as prefetch from './route-prefetch';

const PUBLIC: RouteHandle = { public: true };
const ADMIN_ROUTE_ID = 'admin';
const AdminPathUnknown = () => <p className="muted">页面不存在</p>;

/** A screen's chunk together with PrimeReact's setup (locale, theme), which every screen may use. */
const withPrime =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([import('./prime-setup'), load()]))[1];

interface ScreenOptions {
  handle?: RouteHandle;
  /**
   * The screen renders no PrimeReact component (route-tree.test.ts walks its imports to keep it so): its
   * chunk loads without PrimeReact's setup and theme — the first screens of a visit stay light.
   */
  plain?: boolean;
  /** The document title (issue 13), shown as 「title · 代购」. */
  title?: string;
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
  const handle: RouteHandle = { ...options.handle, ...(options.title ? { title: options.title } : {}) };
  const guard = !handle.public && !options.guarded;
  // Its own error boundary: a failed chunk or a crash shows in place of the screen, the shell stays.
  const route: Pick<NonIndexRouteObject, 'lazy' | 'handle' | 'loader' | 'ErrorBoundary'> = {
    lazy: failingInPlace(options.plain ? load : withPrime(load)) as NonIndexRouteObject['lazy'],
    handle,
    ErrorBoundary: ScreenError,
  };
  if (!guard && !options.prefetch) return route;
  route.loader = (args: LoaderFunctionArgs) => {
    if (guard) {
      const redirect = requireLoginFlag(args);
      if (redirect) return redirect;
    }
    const startQueries = options.prefetch;
    if (startQueries && (handle.public || loginFlag.isSet())) {
      const start = () => sendAtOnce(() => startQueries(queryClient, new URL(args.request.url), args.params));
      // On a first visit index.html has already asked the first screen's calls (decision 056): taking them
      // into the cache waits for a task of its own, so the router's first task stays short on a slow phone
      // (issue 28 §6). A navigation in the app starts its calls at once, beside the screen's chunk.
      if (hasEarlyResponses()) setTimeout(start, 0);
      else start();
    }
    return null;
  };
  return route;
}

const screen = (path: string, load: () => Promise<Partial<RouteObject>>, options?: ScreenOptions): NonIndexRouteObject => ({
  path,
  ...lazyScreen(load, options),
});

/** A child of /users: guarded by the parent, prefetching its own queries. */
const child = (path: string, title: string, load: () => Promise<Partial<RouteObject>>, prefetchFirst?: prefetch.RoutePrefetch) =>
  screen(path, load, { title, guarded: true, prefetch: prefetchFirst });

/** A member already logged in who opens /login goes on to the return path, or to the personal centre. */
function loginLoader({ request }: LoaderFunctionArgs) {
  if (!loginFlag.isSet()) return null;
  return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), '/users/'));
}

/** Every route of spec §2, hash-based. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ShellLayout,
    ErrorBoundary: ShellError,
    HydrateFallback: ShellFallback,
    children: [
      {
        index: true,
        ...lazyScreen(() => import('./routes/home'), { plain: true, handle: PUBLIC, prefetch: prefetch.prefetchHome }),
      },
      {
        ...screen('login', () => import('./routes/login'), { title: '会员登录', handle: { public: true, bare: true } }),
        loader: loginLoader,
      },
      screen('register', () => import('./routes/register'), { title: '注册会员', handle: { public: true, bare: true } }),
      screen('forgot', () => import('./routes/forgot'), { title: '找回密码', handle: { public: true, bare: true } }),
      screen('reset', () => import('./routes/reset'), { title: '设置新密码', handle: { public: true, bare: true } }),
      screen('unsubscribe', () => import('./routes/unsubscribe'), { title: '退订邮件', handle: { public: true, bare: true } }),
      screen('confirm-email', () => import('./routes/confirm-email'), {
        title: '验证邮箱',
        handle: { public: true, bare: true },
      }),
      screen('brands', () => import('./routes/brands'), {
        plain: true,
        title: '品牌搜索',
        handle: PUBLIC,
        prefetch: prefetch.prefetchBrands,
      }),
      screen('categories', () => import('./routes/categories'), {
        plain: true,
        title: '分类搜索',
        handle: PUBLIC,
        prefetch: prefetch.prefetchCategories,
      }),
      screen('search', () => import('./routes/search'), {
        plain: true,
        title: '搜索结果',
        handle: PUBLIC,
        prefetch: prefetch.prefetchSearch,
      }),
      screen('searchByPage', () => import('./routes/search-by-page'), {
        plain: true,
        title: '搜索结果',
        handle: PUBLIC,
        prefetch: prefetch.prefetchSearchByPage,
      }),
      screen('search/method', () => import('./routes/search-method'), { plain: true, title: '搜索方式', handle: PUBLIC }),
      screen('shop/product/:id', () => import('./routes/product'), {
        plain: true,
        title: '商品详情',
        handle: PUBLIC,
        prefetch: prefetch.prefetchProduct,
      }),
      screen('shop/:id', () => import('./routes/shop'), { title: '店铺', prefetch: prefetch.prefetchSeller(false) }),
      screen('seller/:id', () => import('./routes/seller'), { title: '卖家主页', prefetch: prefetch.prefetchSeller(true) }),
      screen('order/check', () => import('./routes/order-paste'), { title: '粘贴链接下单' }),
      screen('order/check/:id', () => import('./routes/order-check'), {
        title: '确认订单',
        prefetch: prefetch.prefetchOrderCheck,
      }),
      screen('order/settle/:id', () => import('./routes/order-settle'), {
        title: '订单付款',
        prefetch: prefetch.prefetchOrder({ balance: true }),
      }),
      screen('order/success/:id', () => import('./routes/order-success'), {
        title: '下单成功',
        prefetch: prefetch.prefetchOrder(),
      }),
      screen('order/:id', () => import('./routes/order-detail'), {
        title: '订单详情',
        prefetch: prefetch.prefetchOrder({ thread: true }),
      }),
      screen('charge/success', () => import('./routes/charge-success'), {
        title: '充值成功',
        prefetch: prefetch.prefetchChargeSuccess,
      }),
      screen('comments', () => import('./routes/comments'), { plain: true, title: '评价' }),
      screen('message', () => import('./routes/message'), { title: '消息中心', prefetch: prefetch.prefetchMessages }),
      screen('guide', () => import('./routes/guide'), {
        plain: true,
        title: '帮助中心',
        handle: PUBLIC,
        prefetch: prefetch.prefetchGuide,
      }),
      {
        ...screen('users', () => import('./routes/users-layout'), { title: '个人中心' }),
        children: [
          {
            index: true,
            ...lazyScreen(() => import('./routes/users-index'), {
              title: '个人中心',
              guarded: true,
              prefetch: prefetch.prefetchUsersIndex,
            }),
          },
          child('address', '收货地址', () => import('./routes/users-address'), prefetch.prefetchUsersAddress),
          child('parcel', '国际包裹', () => import('./routes/users-parcel'), prefetch.prefetchUsersParcel),
          child('parcel/new', '申请国际发货', () => import('./routes/users-parcel-new'), prefetch.prefetchUsersParcelNew),
          child('parcel/:id', '国际包裹详情', () => import('./routes/users-parcel-detail'), prefetch.prefetchUsersParcelDetail),
          child('charge', '账户充值', () => import('./routes/users-charge'), prefetch.prefetchUsersCharge),
          child('collect', '我的收藏', () => import('./routes/users-collect'), prefetch.prefetchUsersCollect),
          child('history', '浏览历史', () => import('./routes/users-history'), prefetch.prefetchUsersHistory),
          child('message', '站内消息', () => import('./routes/users-message'), prefetch.prefetchMessages),
          child('order', '我的订单', () => import('./routes/users-order'), prefetch.prefetchUsersOrder),
          child('search-alerts', '搜索订阅', () => import('./routes/users-search-alerts')),
          child('service', '联系客服', () => import('./routes/users-service')),
          child('notify', '通知设置', () => import('./routes/users-notify')),
          child('setting', '账户设置', () => import('./routes/users-setting'), prefetch.prefetchUsersSetting),
          child('shop', '关注的卖家', () => import('./routes/users-shop'), prefetch.prefetchUsersShop),
          child('shop/black', '卖家黑名单', () => import('./routes/users-shop-black'), prefetch.prefetchUsersShopBlack),
          child('withdraw', '余额提现', () => import('./routes/users-withdraw')),
        ],
      },
      {
        ...screen('admin', () => import('./routes/admin'), { title: '运营后台', handle: { console: true } }),
        loader: consoleLoader,
        id: ADMIN_ROUTE_ID,
        // Until the console's own routes are patched in (operators only), any /admin/… path lands here; for
        // an operator that means a path the console does not have.
        children: [{ path: '*', Component: AdminPathUnknown }],
      },
      screen('*', () => import('./routes/not-found'), { plain: true, title: '页面不存在', handle: PUBLIC }),
    ],
  },
];

/** The app's router (router.tsx attaches it): the console's loader patches it. No import: router.tsx imports this file. */
let appRouter: DataRouter | undefined;
export function attachRouter(router: DataRouter): void {
  appRouter = router;
}

/** The console's nested routes for an operator, else null (members never load even their definitions). */
async function consoleRoutesFor(): Promise<RouteObject[] | null> {
  if (!loginFlag.isSet()) return null;
  const user = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
  if (user?.role !== 'operator') return null;
  return (await import('./routes/admin/admin-routes')).adminRoutes;
}

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
  if (!/^\/admin(\/|$)/.test(path)) return;
  const children = await consoleRoutesFor();
  if (children) patch(ADMIN_ROUTE_ID, children);
}

/**
 * /admin itself matches fully before the console is patched in, and the router asks for more routes only on
 * a partial match: the first visit to /admin patches the app's router here and goes there again, now with
 * the console's dashboard as the index route.
 */
async function consoleLoader(args: LoaderFunctionArgs) {
  const guard = requireLoginFlag(args);
  if (guard) return guard;
  const url = new URL(args.request.url);
  if (!/^\/admin\/?$/.test(url.pathname)) return null;
  const children = await consoleRoutesFor();
  if (!children) return null;
  const router = appRouter;
  if (!router) return null;
  const admin = router.routes[0]?.children?.find((route) => route.id === ADMIN_ROUTE_ID);
  if (admin?.children?.some((route) => route.index)) return null;
  router.patchRoutes(ADMIN_ROUTE_ID, children);
  return redirect(url.pathname + url.search);
}
