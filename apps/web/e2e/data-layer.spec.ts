import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, OPERATOR, test } from './fixtures';

/**
 * Decisions 022 and 023 in the browser: a route's loader starts its screen's data beside the route's chunk
 * (and the screen does not ask again), and the operator console's code reaches operators only. Decision 056:
 * a first visit's calls are asked by index.html before the app's script arrives, and the app takes them.
 */

/** Opens `hash` as a first visit; returns each /api/ URL asked (path and query) and how many times. */
async function firstVisitCalls(page: Page, hash: string, shown: string) {
  const asked = new Map<string, number>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
  });
  await page.goto(`/#${hash}`);
  await expect(page.locator(shown).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const untaken = await page.evaluate(() => Object.keys(window.__daigouEarly ?? {}));
  return { asked, untaken };
}

const FIRST_VISITS = {
  home: { early: '/api/index/banners', shown: '.banner-carousel img' },
  // A keyword with a space and a character that is encoded: the early URL must be the app's to the byte.
  search: { early: '/api/goods/search?keyword=', shown: '[data-testid="item-card"] img' },
  product: { early: '/api/goods/itemInfo?itemId=', shown: '[data-testid="product-gallery"] img' },
};

for (const screen of ['home', 'search', 'product'] as const) {
  test(`a first visit to ${screen} asks its calls from index.html once, and the app takes every one`, async ({ page }) => {
    let hash = '/';
    if (screen === 'search') hash = `/search?keyword=${encodeURIComponent(' バッグ ')}`;
    if (screen === 'product') {
      const found = await (await page.request.get('/api/goods/search?limit=1')).json();
      hash = `/shop/product/${found.data.list[0].itemId}`;
    }
    const { early, shown } = FIRST_VISITS[screen];
    const { asked, untaken } = await firstVisitCalls(page, hash, shown);
    expect(untaken, 'early answers the app did not take').toEqual([]);
    expect([...asked.keys()].some((url) => url.startsWith(early))).toBe(true);
    for (const url of ['/api/sys/config', '/api/index/rate', '/api/SysMenuList']) expect(asked.get(url), url).toBe(1);
    const twice = [...asked].filter(([, n]) => n > 1);
    expect(twice, 'calls asked more than once').toEqual([]);
    // The largest image was asked for by the preload, before the screen's own <img>.
    const image = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=preload][as=image]')?.href ?? null);
    expect(image).not.toBeNull();
  });
}

test('a route’s data request starts before its chunk has loaded, and is made once', async ({ page, login }) => {
  await login(DEMO_MEMBER);
  await page.goto('/#/users/');
  await expect(page.getByTestId('member-name')).toBeVisible();
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/order/list')) events.push('data requested');
  });
  page.on('requestfinished', (r) => {
    if (/\/assets\/users-order-[\w-]+\.js$/.test(r.url())) events.push('chunk loaded');
  });
  // The chunk arrives well after the data, as on a phone's slow network: the screen still takes the loader's data.
  await page.route(/\/assets\/users-order-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // In-app navigation (same document), as a click on a link does.
  await page.evaluate(() => {
    window.location.hash = '#/users/order?type=3';
  });
  await expect(page.getByTestId('order-tab-3')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('empty-state').or(page.getByTestId('order-card').first())).toBeVisible();
  expect(events.filter((e) => e === 'data requested')).toHaveLength(1);
  expect(events.indexOf('data requested')).toBeLessThan(events.indexOf('chunk loaded'));
});

test('the console’s routes and screens load for operators only', async ({ page, login, otherPage }) => {
  const consoleCode = /\/assets\/(admin-routes|console|[a-z-]+-screen)-[\w-]+\.js$/;
  const loaded: string[] = [];
  page.on('requestfinished', (r) => {
    if (consoleCode.test(r.url())) loaded.push(r.url());
  });
  await login(DEMO_MEMBER);
  await page.goto('/#/admin/orders');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  // The member's own screens (order list…) are lazy chunks too; none of the console's may come.
  expect(loaded.filter((url) => /admin-routes|console|dashboard-screen|orders-screen/.test(url))).toEqual([]);

  const operator = await otherPage(OPERATOR);
  const operatorLoaded: string[] = [];
  operator.on('requestfinished', (r) => {
    if (consoleCode.test(r.url())) operatorLoaded.push(r.url());
  });
  // A first visit to the console (a full load): every call index.html asked early is one the console takes.
  await operator.goto('about:blank');
  await operator.goto('/#/admin/orders');
  await expect(operator.getByTestId('admin-orders')).toBeVisible();
  await operator.waitForLoadState('networkidle');
  expect(await operator.evaluate(() => Object.keys(window.__daigouEarly ?? {}))).toEqual([]);
  expect(operatorLoaded.some((url) => url.includes('/admin-routes-'))).toBe(true);
  expect(operatorLoaded.some((url) => url.includes('/orders-screen-'))).toBe(true);
});
