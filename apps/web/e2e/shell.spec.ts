import { expect, test } from './fixtures';

const searchInput = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: '搜索商品编号 / 商品名称 / 关键词' });

test.describe('page shell', () => {
  test('an item id in the search bar opens the product route', async ({ page }) => {
    await page.goto('/#/');
    await searchInput(page).fill('x1234567890');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/#\/shop\/product\/x1234567890$/);
  });

  test('a keyword opens the search route chosen by searchPage', async ({ page }) => {
    await page.goto('/#/');
    await searchInput(page).fill('バッグ');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/#\/search\?keyword=/);
    expect(decodeURIComponent(page.url())).toContain('keyword=バッグ');
    await page.goto(`/#/search?keyword=${encodeURIComponent('钱包')}`);
    await expect(searchInput(page)).toHaveValue('钱包');
  });

  test('empty search does nothing', async ({ page }) => {
    await page.goto('/#/guide?id=1');
    const before = page.url();
    await searchInput(page).fill('   ');
    await searchInput(page).press('Enter');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(before);
    expect(await page.evaluate(() => localStorage.getItem('daigou_search_history'))).toBeNull();
  });

  test('the history popover shows 5, expands, deletes one and clears', async ({ page }) => {
    await page.goto('/#/');
    const words = ['相机', '手表', '钱包', 'バッグ', '路易威登', '香奈儿', 'ロレックス'];
    await page.evaluate((list) => localStorage.setItem('daigou_search_history', JSON.stringify(list)), words);
    await page.reload();
    await searchInput(page).click();
    const history = page.getByTestId('search-history');
    await expect(history.locator('.history-list li')).toHaveCount(5);
    await history.getByRole('button', { name: /展开全部/ }).click();
    await expect(history.locator('.history-list li')).toHaveCount(7);
    await history.getByRole('button', { name: '收起' }).click();
    await expect(history.locator('.history-list li')).toHaveCount(5);
    await history.getByRole('button', { name: '删除 相机' }).click();
    await expect(history.locator('.history-list li').first()).toContainText('手表');
    await history.getByRole('button', { name: /清空/ }).click();
    await expect(history).toContainText('暂无搜索历史');
    expect(await page.evaluate(() => localStorage.getItem('daigou_search_history'))).toBe('[]');
  });

  test('clicking a history entry searches it', async ({ page }) => {
    await page.goto('/#/');
    await page.evaluate(() => localStorage.setItem('daigou_search_history', JSON.stringify(['手表'])));
    await page.reload();
    await searchInput(page).click();
    await page.getByTestId('search-history').getByRole('button', { name: '手表', exact: true }).click();
    await expect(page).toHaveURL(/#\/search\?keyword=/);
  });

  test('hot searches come from the server and refresh', async ({ page }) => {
    await page.goto('/#/');
    await searchInput(page).click();
    const hot = page.getByTestId('hot-searches');
    await expect(hot.locator('.hot-chip')).toHaveCount(10);
    const first = await hot.locator('.hot-chip').first().textContent();
    await hot.getByRole('button', { name: /换一批/ }).click();
    await expect(hot.locator('.hot-chip').first()).not.toHaveText(first ?? '');
  });

  test('the guard sends a logged-out visitor from /users/order to /login', async ({ page }) => {
    await page.goto('/#/users/order?type=2');
    await expect(page).toHaveURL(/#\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/users/order?type=2');
  });

  test('public routes stay open to visitors', async ({ page }) => {
    for (const route of ['/#/categories', '/#/brands', '/#/guide?id=2']) {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(route.replace('/#', '#').replace('?', '\\?')));
    }
  });

  test('scroll resets to the top-left on navigation', async ({ page }) => {
    await page.goto('/#/guide?id=1');
    // Scroll only once the screen has settled (its own loading may still replace the route's search).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      document.body.style.minWidth = '3000px';
      window.scrollTo(500, 2000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.evaluate(() => {
      window.location.hash = '#/guide?id=2';
    });
    await expect.poll(() => page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  });

  test('the menu renders from /api/SysMenuList with its dropdowns', async ({ page, request }) => {
    const menu = (await (await request.get('/api/SysMenuList')).json()).data as Array<{
      MenuName: string;
      MenuDetail: Array<{ MenuName: string }>;
    }>;
    await page.goto('/#/');
    const nav = page.getByTestId('nav-menu');
    for (const item of menu) await expect(nav.getByRole('link', { name: item.MenuName, exact: true }).first()).toBeVisible();
    const withChildren = menu.find((m) => m.MenuDetail.length > 0);
    if (!withChildren) throw new Error('seeded menu has no dropdown');
    await nav.getByRole('link', { name: withChildren.MenuName, exact: true }).hover();
    await expect(nav.getByRole('link', { name: withChildren.MenuDetail[0].MenuName, exact: true })).toBeVisible();
  });

  test('the header shows the member login link, order notice and floating buttons to visitors', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.getByTestId('member-login')).toHaveText(/会员登录/);
    await expect(page.getByTestId('rate-bar')).toHaveCount(0);
    await page.getByTestId('order-notice').hover();
    await expect(page.getByRole('link', { name: '费用标准' })).toBeVisible();
    await expect(page.getByRole('button', { name: '回到顶部' })).toBeVisible();
  });
});
