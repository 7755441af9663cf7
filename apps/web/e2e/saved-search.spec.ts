import type { BrandsFile, CategoryChildren } from '@daigou/contract';
import { callFromPage, expect, screenShown, test } from './fixtures';

/** Issue 28 §4: a member saves a search from the results, sees it under 搜索订阅, pauses and deletes it. */

const KEYWORD = '手表';
const SEARCH = `/#/search?keyword=${encodeURIComponent(KEYWORD)}&buyNow=1`;

test.describe('saved searches (搜索订阅)', () => {
  test('a visitor who saves a search is sent to log in and comes back to the results', async ({ page }) => {
    await page.goto(SEARCH);
    await page.getByTestId('save-search').click();
    await expect(page).toHaveURL(/#\/login\?redirect=/);
  });

  test('save from the search results, see it listed, pause, resume and delete it', async ({ page, login }, info) => {
    await login({ newMember: 'ss_', name: '搜索订阅者' });
    await page.goto(SEARCH);
    await page.getByTestId('save-search').click();
    await expect(page.getByText('已保存搜索').first()).toBeVisible();
    // The same search again is refused in Chinese.
    await page.getByTestId('save-search').click();
    await expect(page.getByText('您已保存过相同的搜索').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath('search-with-save.png') });

    await page.goto('/#/users/search-alerts');
    await screenShown(page);
    const rows = page.getByTestId('saved-searches').locator('li');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(KEYWORD);
    await expect(row).toContainText('一口价');
    await page.screenshot({ path: info.outputPath('search-alerts.png'), fullPage: true });

    await row.getByRole('button', { name: '暂停' }).click();
    await expect(row).toContainText('已暂停');
    await row.getByRole('button', { name: '恢复' }).click();
    await expect(row).not.toContainText('已暂停');

    // The link runs the search, newest first.
    await row.getByRole('link', { name: KEYWORD }).click();
    await expect(page).toHaveURL(/#\/search\?.*sort=newest/);
    await page.goBack();

    await page.getByTestId('saved-searches').locator('li').first().getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText(/还没有搜索订阅/)).toBeVisible();
  });

  test('a search by category and brand is listed by their Chinese names, never by id', async ({ page, login }, info) => {
    await login({ newMember: 'ssn_', name: '搜索订阅者' });
    await page.goto('/#/');
    const roots = await callFromPage<CategoryChildren>(page, 'GET', '/api/getCategoryChildren');
    const category = roots.data.children[0];
    const brands = (await page.evaluate(() => fetch('/data/brands.json').then((r) => r.json()))) as BrandsFile;
    const brand = brands.brands[0];
    if (!category || !brand) throw new Error('no category or brand to search by');
    await page.goto(`/#/search?categoryId=${category.categoryId}&brandId=${brand.brandId}`);
    await page.getByTestId('save-search').click();
    await expect(page.getByText('已保存搜索').first()).toBeVisible();

    await page.goto('/#/users/search-alerts');
    await screenShown(page);
    const row = page.getByTestId('saved-searches').locator('li').first();
    await expect(row.locator('.saved-search-row__name')).toHaveText(`${brand.nameZh} · ${category.nameZh}`);
    await expect(row).toContainText(`分类 ${category.nameZh}`);
    await expect(row).toContainText(`品牌 ${brand.nameZh}`);
    await expect(row).not.toContainText(String(category.categoryId));
    await expect(row).not.toContainText(`#${brand.brandId}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.screenshot({ path: info.outputPath('search-alerts-names.png'), fullPage: true });
  });

  test('搜索订阅上新 has its switches in 通知设置: by mail and as a site message, each kept after a reload', async ({
    page,
    login,
  }) => {
    await login({ newMember: 'ssm_', name: '搜索订阅者' });
    await page.goto('/#/users/notify');
    await screenShown(page);
    const byMail = page.getByTestId('notify-mail').getByRole('switch', { name: '搜索订阅上新' });
    const site = page.getByRole('form', { name: '消息设置' }).getByRole('switch', { name: /搜索订阅上新/ });
    // On until the member chooses (decision 087): they asked for this news by saving the search.
    await expect(byMail).toBeChecked();
    await expect(site).toBeChecked();
    await page.getByTestId('notify-mail').locator('li').filter({ hasText: '搜索订阅上新' }).locator('.p-inputswitch').click();
    await expect(byMail).not.toBeChecked();
    await page
      .getByRole('form', { name: '消息设置' })
      .locator('li')
      .filter({ hasText: '搜索订阅上新' })
      .locator('.p-inputswitch')
      .click();
    await expect(site).not.toBeChecked();
    await page.getByRole('button', { name: '保存消息设置' }).click();
    await expect(page.getByText('消息设置已保存').first()).toBeVisible();
    await page.reload();
    await expect(byMail).not.toBeChecked();
    await expect(site).not.toBeChecked();
    const settings = await callFromPage<{ savedSearch: boolean }>(page, 'GET', '/api/sys/GetMsgSet');
    expect(settings.data.savedSearch).toBe(false);
  });
});
