import type { SearchResult } from '@daigou/contract';
import { callFromPage as call, expect, OPERATOR, test } from './fixtures';

/**
 * Issue 17 in Chromium against the real server (no DeepL key: the keyword gloss): a search in Chinese shows
 * Chinese titles on the cards, tagged 关键词译文, above the Japanese; the product page reads 译文 by default and
 * switches title and description to 原文 and back; an operator's correction replaces the title everywhere.
 */

test('a search in Chinese shows Chinese titles on the cards', async ({ page }) => {
  await page.goto(`/#/search?keyword=${encodeURIComponent('手表')}`);
  const card = page.getByTestId('item-card').first();
  await expect(card).toBeVisible();
  const zh = card.getByTestId('item-title-zh');
  await expect(zh).toContainText('关键词译文');
  await expect(zh).toHaveAttribute('lang', 'zh-CN');
  // The cards found for 手表 hold 腕時計 (or another word glossed 手表) in their titles, and say so in Chinese.
  const glosses = await page.getByTestId('item-title-zh').allTextContents();
  expect(glosses.length).toBeGreaterThan(0);
  expect(glosses.filter((g) => g.includes('表')).length).toBeGreaterThan(0);
  await expect(card.locator('.item-card__title-ja')).toHaveAttribute('lang', 'ja');
});

test('the product page switches title and description between 译文 and 原文', async ({ page }) => {
  await page.goto('/#/');
  const found = await call<SearchResult>(page, 'GET', '/api/goods/search?keyword=%E6%89%8B%E8%A1%A8&limit=1');
  const item = found.data.list[0];
  expect(item).toBeDefined();
  if (!item) return;
  await page.goto(`/#/shop/product/${item.itemId}`);
  const title = page.getByTestId('product-title');
  await expect(title).toContainText(item.titleZh);
  await expect(title).toContainText('关键词译文');
  await expect(page.getByTestId('product-title-original')).toContainText(item.title);
  // The description loads as it nears the screen (it sits below the cost and sold-price panels), as a member scrolls.
  await page.getByTestId('product-description').scrollIntoViewIfNeeded();
  // No provider: the description reads as a labelled summary of its facts, beside the seller's own words.
  await expect(page.getByTestId('description-zh')).toContainText('要点摘要');
  await expect(page.getByTestId('product-description').getByTestId('description-ja')).toContainText('状態：');

  const switcher = page.getByTestId('reading-switch');
  await expect(switcher.getByRole('button', { name: '译文' })).toHaveAttribute('aria-pressed', 'true');
  await switcher.getByRole('button', { name: '原文' }).click();
  await expect(title).toHaveText(item.title);
  await expect(title).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('description-ja')).toContainText('状態：');
  await expect(page.getByTestId('description-zh')).toHaveCount(0);

  await page.getByTestId('product-description').getByRole('button', { name: '译文' }).click();
  await expect(title).toContainText(item.titleZh);
  await expect(page.getByTestId('description-zh')).toContainText('状态');
});

test('an operator corrects a title by hand; members read the correction', async ({ page, login, otherPage }) => {
  await login(OPERATOR);
  const found = await call<SearchResult>(page, 'GET', '/api/goods/search?keyword=%E7%9B%B8%E6%9C%BA&limit=1');
  const item = found.data.list[0];
  expect(item).toBeDefined();
  if (!item) return;
  await page.goto(`/#/admin/translations?itemId=${item.itemId}`);
  const form = page.getByTestId('title-correction');
  await expect(form).toContainText(item.title);
  const correction = `人工译文 ${item.itemId}`;
  await form.getByLabel('人工译文').fill(correction);
  await form.getByRole('button', { name: '保存译文' }).click();
  await expect(page.getByText('译文已保存')).toBeVisible();
  await expect(form.getByTestId('title-shown')).toHaveText(correction);

  const member = await otherPage({ newMember: 'zh' });
  await member.goto(`/#/shop/product/${item.itemId}`);
  await expect(member.getByTestId('product-title')).toContainText(correction);
  await expect(member.getByTestId('product-title')).toContainText('人工译文');

  // The dashboard counts it; then the machine's title comes back for the other specs.
  await page.goto('/#/admin');
  await expect(page.getByTestId('usage-corrections')).toContainText(/[1-9]/);
  await page.goto(`/#/admin/translations?itemId=${item.itemId}`);
  await page.getByRole('button', { name: '恢复机器结果' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已恢复机器结果')).toBeVisible();
});
