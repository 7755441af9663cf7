import { DEMO_MEMBER, expect, OPERATOR, test } from './fixtures';

/**
 * Decisions 022 and 023 in the browser: a route's loader starts its screen's data beside the route's chunk
 * (and the screen does not ask again), and the operator console's code reaches operators only.
 */

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
  await operator.goto('/#/admin/orders');
  await expect(operator.getByTestId('admin-orders')).toBeVisible();
  expect(operatorLoaded.some((url) => url.includes('/admin-routes-'))).toBe(true);
  expect(operatorLoaded.some((url) => url.includes('/orders-screen-'))).toBe(true);
});
