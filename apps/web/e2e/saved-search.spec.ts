import { expect, screenShown, test } from './fixtures';

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
});
