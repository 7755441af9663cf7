import { createHashRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { type RouteHandle, ShellLayout } from './layout/shell-layout';
import { requireLoginFlag } from './route-guard';

const PUBLIC: RouteHandle = { public: true };

/** A route whose screen is its own lazy chunk; non-public routes are guarded by the login flag. */
function screen(
  path: string | undefined,
  load: () => Promise<Partial<RouteObject>>,
  handle: RouteHandle = {},
): NonIndexRouteObject {
  const route: NonIndexRouteObject = { path, lazy: load as NonIndexRouteObject['lazy'], handle };
  if (!handle.public) route.loader = requireLoginFlag;
  return route;
}

/** Every route of spec §2, hash-based. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ShellLayout,
    children: [
      { index: true, lazy: () => import('./routes/home'), handle: PUBLIC },
      screen('login', () => import('./routes/login'), { public: true, bare: true }),
      screen('register', () => import('./routes/register'), { public: true, bare: true }),
      screen('brands', () => import('./routes/brands'), PUBLIC),
      screen('categories', () => import('./routes/categories'), PUBLIC),
      screen('search', () => import('./routes/search'), PUBLIC),
      screen('searchByPage', () => import('./routes/search-by-page'), PUBLIC),
      screen('search/method', () => import('./routes/search-method'), PUBLIC),
      screen('shop/product/:id', () => import('./routes/product'), PUBLIC),
      screen('shop/:id', () => import('./routes/shop')),
      screen('seller/:id', () => import('./routes/seller')),
      screen('order/check/:id', () => import('./routes/order-check')),
      screen('order/settle/:id', () => import('./routes/order-settle')),
      screen('order/success/:id', () => import('./routes/order-success')),
      screen('order/:id', () => import('./routes/order-detail')),
      screen('charge/success', () => import('./routes/charge-success')),
      screen('comments', () => import('./routes/comments')),
      screen('message', () => import('./routes/message')),
      screen('guide', () => import('./routes/guide'), PUBLIC),
      {
        ...screen('users', () => import('./routes/users-layout')),
        children: [
          { index: true, lazy: () => import('./routes/users-index') },
          { path: 'charge', lazy: () => import('./routes/users-charge') },
          { path: 'collect', lazy: () => import('./routes/users-collect') },
          { path: 'history', lazy: () => import('./routes/users-history') },
          { path: 'message', lazy: () => import('./routes/users-message') },
          { path: 'order', lazy: () => import('./routes/users-order') },
          { path: 'service', lazy: () => import('./routes/users-service') },
          { path: 'setting', lazy: () => import('./routes/users-setting') },
          { path: 'shop', lazy: () => import('./routes/users-shop') },
          { path: 'shop/black', lazy: () => import('./routes/users-shop-black') },
        ],
      },
      screen('admin/*', () => import('./routes/admin')),
      screen('*', () => import('./routes/not-found'), PUBLIC),
    ],
  },
];

export const router = createHashRouter(routes);
