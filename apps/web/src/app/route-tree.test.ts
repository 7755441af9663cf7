import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info';
import { loginFlag } from '../lib/login-flag';
import { queryClient } from '../lib/query-client';
import { patchRoutesOnNavigation, routes } from './route-tree';

/** The paths (with query) the app asked the server for, in order; no request is answered. */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return new Promise<Response>(() => {});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  loginFlag.clear();
});

/** Navigates a router of the app's routes to `path` and waits for its loaders (not for any data). */
async function go(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), {
    timeout: 30_000,
  });
  return router;
}

describe('route loaders (decision 022)', () => {
  it('send a visitor from a member route to /login with the way back, asking nothing', async () => {
    const router = await go('/users/order?type=2');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/users/order?type=2')}`);
    expect(asked).toEqual([]);
  });

  it('start the queries a member screen asks for first, from its URL', async () => {
    loginFlag.save();
    await go('/users/order?type=2&page=3');
    expect(asked).toEqual(['/api/order/list?type=2&page=3&limit=10']);
  });

  it('start a public screen’s queries for visitors, and none for a malformed item id', async () => {
    await go(`/search?keyword=${encodeURIComponent('钱包')}&buyNow=1&page=2`);
    expect(asked).toEqual([
      `/api/goods/search?keyword=${encodeURIComponent('钱包')}&buyNow=1&sort=relevance&page=2&limit=20`,
      `/api/goods/recommendSearch?keyword=${encodeURIComponent('钱包')}&limit=8`,
    ]);
    asked = [];
    await go('/shop/product/abc');
    expect(asked).toEqual([]);
    await go('/shop/product/x1234567');
    expect(asked).toEqual(['/api/goods/itemInfo?itemId=x1234567', '/api/goods/recommendItems?itemId=x1234567&limit=10']);
  });

  it('home starts banners, hot categories and recommended goods together', async () => {
    await go('/');
    expect(asked.sort()).toEqual(
      ['/api/index/banners', '/api/index/hotCategories', '/api/index/recommendCategoriesGoods?categories=6&limit=10'].sort(),
    );
  });
});

describe('the operator console: nested routes patched in for operators only (decision 023)', () => {
  const user = (role: 'member' | 'operator') => ({
    CustomAccount: role,
    CustomerName: role,
    HeadImg: null,
    balance: 0,
    phone: null,
    email: null,
    emailVerified: false,
    pendingEmail: null,
    defaultRemark: null,
    role,
    mustChangePassword: false,
  });
  const leaf = (router: Awaited<ReturnType<typeof go>>) => router.state.matches.at(-1)?.route.path;

  it('a member at /admin/settings gets the parent route (its refusal) and no console route or call', async () => {
    loginFlag.save();
    queryClient.setQueryData(userInfoQueryOptions().queryKey, user('member'));
    const router = await go('/admin/settings');
    expect(router.state.matches.map((m) => m.route.id)).toContain('admin');
    expect(leaf(router)).toBe('*');
    expect(asked).toEqual([]);
  });

  it('an operator gets the screen’s own route, whose loader starts its query', async () => {
    loginFlag.save();
    queryClient.setQueryData(userInfoQueryOptions().queryKey, user('operator'));
    const router = await go('/admin/settings');
    expect(leaf(router)).toBe('settings');
    expect(asked).toEqual(['/api/admin/settings']);
    await router.navigate('/admin/orders/42');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 30_000 });
    expect(leaf(router)).toBe('orders/:id');
    expect(asked).toContain('/api/admin/order/info?orderId=42');
  });
});
