import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 4, "How it is checked" (member centre): favourite an item and see it in /users/collect; follow
 * and blacklist a seller and see its items vanish from search; the browsing history, newest first.
 */

interface Card {
  itemId: string;
  title: string;
  sellerId: string;
}

async function openItems(page: Page, count: number): Promise<Card[]> {
  const response = await page.request.get(`/api/goods/search?sort=newest&limit=${count}`);
  const body = await response.json();
  expect(body.code).toBe(0);
  expect(body.data.list.length).toBe(count);
  return body.data.list;
}

test.describe('member centre', () => {
  test('favourite an item on its page and see it in /users/collect', async ({ page, login }) => {
    await login({ newMember: 'mc_', name: '收藏者' });
    const [item] = await openItems(page, 1);
    await page.goto(`/#/shop/product/${item.itemId}`);
    const favorite = page.getByTestId('favorite-button');
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(favorite).toContainText('已收藏');

    await page.goto('/#/users/collect');
    const row = page.locator(`[data-testid=favorite-row][data-item-id="${item.itemId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(item.title.slice(0, 10));
    await expect(row).toContainText('拍卖中');
    await expect(row).toContainText(/剩余/);
    await expect(row).toContainText(/约 [\d,.]+ 元/);
    await page.getByText('只看在售').click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /取消收藏/ }).click();
    await expect(page.getByTestId('favorite-row')).toHaveCount(0);
    await expect(page.getByText('没有在售的收藏商品')).toBeVisible();
  });

  test('follow and blacklist a seller: its items vanish from search and come back after unblack', async ({ page, login }) => {
    await login({ newMember: 'mc_', name: '拉黑者' });
    const [item] = await openItems(page, 1);
    const keyword = item.title;
    const card = () => page.locator(`[data-testid=item-card][data-item-id="${item.itemId}"]`);

    await page.goto(`/#/search?keyword=${encodeURIComponent(keyword)}`);
    await expect(card()).toBeVisible();

    await page.goto(`/#/shop/product/${item.itemId}`);
    const buttons = page.getByTestId('seller-relation-buttons');
    await buttons.getByRole('button', { name: '关注卖家' }).click();
    await expect(buttons.getByRole('button', { name: '已关注' })).toBeVisible();
    await page.goto('/#/users/shop');
    const followed = page.locator(`[data-testid=followed-seller][data-seller-id="${item.sellerId}"]`);
    await expect(followed).toBeVisible();
    await expect(followed.getByTestId('item-card').first()).toBeVisible();

    await page.goto(`/#/shop/product/${item.itemId}`);
    await buttons.getByRole('button', { name: '拉黑卖家' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '加入黑名单' }).click();
    await expect(page.getByText('您已将该卖家加入黑名单')).toBeVisible();
    await expect(buttons.getByRole('button', { name: '移出黑名单' })).toBeVisible();

    await page.goto(`/#/search?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByText(/已隐藏 \d+ 件黑名单卖家的商品/)).toBeVisible();
    await expect(card()).toHaveCount(0);

    // Blacklisting ended the follow.
    await page.goto('/#/users/shop');
    await expect(page.getByText('还没有关注卖家')).toBeVisible();

    // The blacklist screen unblacks through the confirmation dialog.
    await page.goto('/#/users/shop/black');
    const entry = page.locator(`[data-seller-id="${item.sellerId}"]`);
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: '移出黑名单' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: '移出黑名单' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '移出', exact: true }).click();
    await expect(page.getByText('黑名单为空')).toBeVisible();

    await page.goto(`/#/search?keyword=${encodeURIComponent(keyword)}`);
    await expect(card()).toBeVisible();
  });

  test('browsing history shows the items viewed, newest first, and clears', async ({ page, login }) => {
    await login({ newMember: 'mc_', name: '浏览者' });
    const items = await openItems(page, 3);
    for (const item of items) {
      await page.goto(`/#/shop/product/${item.itemId}`);
      // This item's page, not the previous one still on screen while the next route loads.
      await expect(page.getByTestId('product-detail')).toContainText(item.itemId);
      await expect(page.getByTestId('favorite-button')).toBeVisible();
    }
    await page.goto('/#/users/history');
    const links = page.getByTestId('history-items').locator('li a');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([...items].reverse().map((i) => `#/shop/product/${i.itemId}`));

    await page.getByRole('button', { name: '清空历史' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '清空', exact: true }).click();
    await expect(page.getByText('暂无浏览记录')).toBeVisible();
  });
});
